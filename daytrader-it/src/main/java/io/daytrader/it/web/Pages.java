package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;

/** Checks on the pages the server answers. */
final class Pages {

    private static final Pattern VIEW_STATE =
            Pattern.compile("name=\"jakarta\\.faces\\.ViewState\"[^>]*?value=\"([^\"]+)\"");

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

    /** The view state of a Faces page, found by the field's name (MyFaces and Mojarra give it different ids). */
    static Optional<String> viewState(String page) {
        Matcher matcher = VIEW_STATE.matcher(page);
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }

    static int orderID(String page) {
        return Integer.parseInt(text(page, "#orderID"));
    }

    static String orderStatus(String page) {
        return text(page, "#orderStatus");
    }

    /** The first element of the page the CSS selector finds, which must exist. */
    static Element select(String page, String cssQuery) {
        Element element = Jsoup.parse(page).selectFirst(cssQuery);
        assertNotNull(element, () -> "no " + cssQuery + " in the page:\n" + excerpt(page));
        return element;
    }

    static String text(String page, String cssQuery) {
        return select(page, cssQuery).text();
    }

    static String excerpt(String body) {
        return body.length() <= 3000 ? body : body.substring(0, 3000) + "\n...";
    }
}
