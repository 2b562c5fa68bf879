package io.daytrader.web.app;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How the pages show money, quantities, percentages and times: the EL functions {@code f:...} of the JSPs
 * ({@code WEB-INF/page-format.tld}), which the JSP compiler binds once, where a method call on a bean in EL is
 * looked up by reflection at every evaluation.
 */
public final class PageFormat {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);
    /** A {@link DecimalFormat} is costly to build and not thread-safe: one of each per thread. */
    private static final ThreadLocal<DecimalFormat> TWO_DECIMALS = ThreadLocal.withInitial(() -> decimal("#,##0.00"));
    private static final ThreadLocal<DecimalFormat> UP_TO_THREE_DECIMALS =
            ThreadLocal.withInitial(() -> decimal("#,##0.###"));

    private PageFormat() {
    }

    /** "$1,234.50", "-$3.00"; empty for null. */
    public static String money(BigDecimal amount) {
        if (amount == null) {
            return "";
        }
        String digits = TWO_DECIMALS.get().format(amount.abs());
        return (amount.signum() < 0 ? "-$" : "$") + digits;
    }

    /** "100", "37.5". */
    public static String quantity(double quantity) {
        return UP_TO_THREE_DECIMALS.get().format(quantity);
    }

    /** "12.34%", with a sign for gains and losses. */
    public static String percent(BigDecimal percent) {
        return (percent.signum() > 0 ? "+" : "") + TWO_DECIMALS.get().format(percent) + "%";
    }

    /** A change with its sign: "+1.25", "-0.50". */
    public static String change(double change) {
        return (change > 0 ? "+" : "") + TWO_DECIMALS.get().format(change);
    }

    /** The change of a price against its opening price in percent. */
    public static String changePercent(BigDecimal price, BigDecimal open) {
        if (open == null || open.signum() == 0) {
            return "0.00%";
        }
        return percent(price.subtract(open).multiply(BigDecimal.valueOf(100)).divide(open, 2, RoundingMode.HALF_UP));
    }

    /** The CSS class of a gain ("gain") or loss ("loss"), empty when unchanged. */
    public static String trend(double change) {
        return change > 0 ? "gain" : change < 0 ? "loss" : "";
    }

    /** "2026-11-23 13:45:07"; empty for null. */
    public static String time(LocalDateTime time) {
        return time == null ? "" : TIME.format(time);
    }

    /** The current time, as {@link #time}. */
    public static String now() {
        return time(LocalDateTime.now());
    }

    /** A card number as a page may show it: its last four characters only, "**** 3456"; empty for none. */
    public static String cardEnding(String cardNumber) {
        if (cardNumber == null || cardNumber.isBlank()) {
            return "";
        }
        String number = cardNumber.strip();
        return "**** " + number.substring(Math.max(0, number.length() - 4));
    }

    /** The value encoded for a URL query. */
    public static String url(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /** A plain number for machine-readable attributes: "1234.50". */
    public static String plain(BigDecimal amount) {
        return amount == null ? "" : amount.toPlainString();
    }

    private static DecimalFormat decimal(String pattern) {
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.US));
    }
}
