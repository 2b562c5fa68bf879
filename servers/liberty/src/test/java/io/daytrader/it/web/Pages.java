package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Checks on the pages the server answers. */
final class Pages {

    private static final Pattern ORDER_ID = Pattern.compile("<span id=\"orderID\">(\\d+)</span>");
    private static final Pattern ORDER_STATUS = Pattern.compile("<span id=\"orderStatus\">([a-z]+)</span>");

    private Pages() {
    }

    /** The response has the status, contains the text and shows no stack trace. */
    static HttpResponse<String> expect(HttpResponse<String> response, int status, String text) {
        String body = response.body();
        assertEquals(status, response.statusCode(), () -> response.request().uri() + " answered "
                + response.statusCode() + ":\n" + excerpt(body));
        assertTrue(body.contains(text), () -> response.request().uri() + " lacks '" + text + "':\n" + excerpt(body));
        assertNoStackTrace(response);
        return response;
    }

    static void assertNoStackTrace(HttpResponse<String> response) {
        String body = response.body();
        assertFalse(body.contains("Exception") || body.matches("(?s).*\\bat [a-z]+\\.[a-zA-Z.$]+\\(.*"),
                () -> response.request().uri() + " shows a stack trace or exception:\n" + excerpt(body));
    }

    static int orderID(String page) {
        return Integer.parseInt(find(ORDER_ID, page, "order id"));
    }

    static String orderStatus(String page) {
        return find(ORDER_STATUS, page, "order status");
    }

    static String find(Pattern pattern, String page, String what) {
        Matcher m = pattern.matcher(page);
        assertTrue(m.find(), () -> "no " + what + " in the page:\n" + excerpt(page));
        return m.group(1);
    }

    static String excerpt(String body) {
        return body.length() <= 3000 ? body : body.substring(0, 3000) + "\n...";
    }
}
