package io.daytrader.web.app;

import jakarta.servlet.http.HttpServletResponse;

/** What an action leads to: the page to show, the HTTP status and a message for the user (or null). */
public record Outcome(View view, int status, String message) {

    public static Outcome ok(View view) {
        return new Outcome(view, HttpServletResponse.SC_OK, null);
    }

    public static Outcome ok(View view, String message) {
        return new Outcome(view, HttpServletResponse.SC_OK, message);
    }

    public boolean succeeded() {
        return status < 400;
    }
}
