package io.daytrader.web.prims;

import jakarta.servlet.http.HttpServletRequest;

/** Reads the optional integer parameters of the primitives (sizes, counts), with a default and a range. */
public final class PrimitiveParameters {

    private PrimitiveParameters() {
    }

    /**
     * The parameter's value, or {@code defaultValue} when it is absent or blank.
     *
     * @throws IllegalArgumentException if it is not an integer from {@code min} to {@code max}
     */
    public static int intParameter(HttpServletRequest request, String name, int defaultValue, int min, int max) {
        String value = request.getParameter(name);
        if (value == null || value.isBlank()) {
            return defaultValue;
        }
        int parsed;
        try {
            parsed = Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("The parameter " + name + " must be an integer from " + min + " to "
                    + max + ", not '" + value + "'", e);
        }
        if (parsed < min || parsed > max) {
            throw new IllegalArgumentException("The parameter " + name + " must be from " + min + " to " + max
                    + ", not " + parsed);
        }
        return parsed;
    }
}
