package io.daytrader.it.prims;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Assertions on response bodies. */
final class Bodies {

    private Bodies() {
    }

    static void assertContains(String body, String expected) {
        assertTrue(body.contains(expected), "expected '" + expected + "' in: " + body);
    }

    /** Group 1 of the first match of {@code regex}, which must match. */
    static String group(String body, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(body);
        assertTrue(matcher.find(), "expected a match of /" + regex + "/ in: " + body);
        return matcher.group(1);
    }

    static long number(String body, String regex) {
        return Long.parseLong(group(body, regex));
    }

    static double decimal(String body, String regex) {
        return Double.parseDouble(group(body, regex));
    }
}
