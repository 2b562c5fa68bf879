package io.daytrader.web.app;

import io.daytrader.domain.Quantities;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Reads and validates the parameters of an action; a bad value is an {@link InvalidParameterException}. */
public final class FormInput {

    /** The longest text a profile or id column holds. */
    public static final int MAX_TEXT_LENGTH = 250;
    /** The most symbols one quote request may ask for. */
    public static final int MAX_SYMBOLS = 100;
    private static final BigDecimal MAX_AMOUNT = new BigDecimal("999999999999.99");

    private final Parameters parameters;

    public FormInput(Parameters parameters) {
        this.parameters = parameters;
    }

    /** The trimmed value, which must be present, not blank and not too long. */
    public String text(String name, String label) throws InvalidParameterException {
        String value = optionalText(name, label);
        if (value.isEmpty()) {
            throw new InvalidParameterException("The " + label + " is missing");
        }
        return value;
    }

    /** The trimmed value, empty when absent; it must not be too long. */
    public String optionalText(String name, String label) throws InvalidParameterException {
        String value = parameters.get(name);
        if (value == null) {
            return "";
        }
        String trimmed = value.strip();
        if (trimmed.length() > MAX_TEXT_LENGTH) {
            throw new InvalidParameterException("The " + label + " is longer than " + MAX_TEXT_LENGTH + " characters");
        }
        return trimmed;
    }

    /** The value as sent (a password keeps its spaces), empty when absent; it must not be too long. */
    public String secret(String name, String label) throws InvalidParameterException {
        String value = parameters.get(name);
        if (value == null) {
            return "";
        }
        if (value.length() > MAX_TEXT_LENGTH) {
            throw new InvalidParameterException("The " + label + " is longer than " + MAX_TEXT_LENGTH + " characters");
        }
        return value;
    }

    /**
     * A password and its confirmation: both given and equal, or (when {@code optional}) both blank, which gives
     * an empty string.
     */
    public String password(String name, String confirmName, boolean optional) throws InvalidParameterException {
        String password = parameters.get(name) == null ? "" : parameters.get(name);
        String confirmation = parameters.get(confirmName) == null ? "" : parameters.get(confirmName);
        if (password.isEmpty() && confirmation.isEmpty() && optional) {
            return "";
        }
        if (password.isBlank()) {
            throw new InvalidParameterException("The password is missing");
        }
        if (!password.equals(confirmation)) {
            throw new InvalidParameterException("The password and its confirmation differ");
        }
        if (password.length() > MAX_TEXT_LENGTH) {
            throw new InvalidParameterException("The password is longer than " + MAX_TEXT_LENGTH + " characters");
        }
        return password;
    }

    /** A number of shares: positive, finite, at most {@link Quantities#MAXIMUM}; "37.0" is 37. */
    public double quantity(String name) throws InvalidParameterException {
        String value = text(name, "quantity");
        double quantity;
        try {
            quantity = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new InvalidParameterException("The quantity must be a number, not '" + value + "'");
        }
        if (!Quantities.isValid(quantity)) {
            throw new InvalidParameterException("The quantity must be more than 0 and at most "
                    + (long) Quantities.MAXIMUM + ", not " + value);
        }
        return quantity;
    }

    /** A holding id: a whole number. */
    public int holdingID(String name) throws InvalidParameterException {
        String value = text(name, "holding id");
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new InvalidParameterException("The holding id must be a whole number, not '" + value + "'");
        }
    }

    /** An amount of money from 0 to 999,999,999,999.99 with at most two decimals. */
    public BigDecimal money(String name, String label) throws InvalidParameterException {
        String value = text(name, label).replace(",", "");
        BigDecimal amount;
        try {
            amount = new BigDecimal(value);
        } catch (NumberFormatException e) {
            throw new InvalidParameterException("The " + label + " must be an amount like 10000.00, not '" + value + "'");
        }
        if (amount.signum() < 0 || amount.compareTo(MAX_AMOUNT) > 0 || amount.stripTrailingZeros().scale() > 2) {
            throw new InvalidParameterException("The " + label + " must be between 0 and " + MAX_AMOUNT.toPlainString()
                    + " with at most two decimals, not " + value);
        }
        return amount;
    }

    /** The symbols of a comma-separated list (present and non-empty), in order, without duplicates. */
    public List<String> symbols(String name) throws InvalidParameterException {
        return parseSymbols(text(name, "symbols"));
    }

    /** Parses a comma-separated list of symbols: trimmed, blanks dropped, duplicates dropped, at least one. */
    public static List<String> parseSymbols(String list) throws InvalidParameterException {
        Set<String> symbols = new LinkedHashSet<>();
        for (String symbol : (list == null ? "" : list).split(",")) {
            String trimmed = symbol.strip();
            if (trimmed.length() > MAX_TEXT_LENGTH) {
                throw new InvalidParameterException("A symbol is longer than " + MAX_TEXT_LENGTH + " characters");
            }
            if (!trimmed.isEmpty()) {
                symbols.add(trimmed);
            }
        }
        if (symbols.isEmpty()) {
            throw new InvalidParameterException("No symbol given");
        }
        if (symbols.size() > MAX_SYMBOLS) {
            throw new InvalidParameterException(String.format(Locale.ROOT, "At most %d symbols at a time, not %d",
                    MAX_SYMBOLS, symbols.size()));
        }
        return new ArrayList<>(symbols);
    }

    /** True when the parameter is present with the value "true" (any case). */
    public boolean flag(String name) {
        return "true".equalsIgnoreCase(parameters.get(name));
    }
}
