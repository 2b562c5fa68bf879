package io.daytrader.web.prims;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** The plain-text responses of the primitives. Text, never HTML, so no value needs escaping. */
public final class PrimitiveResponses {

    private PrimitiveResponses() {
    }

    public static void text(HttpServletResponse response, String body) throws IOException {
        text(response, HttpServletResponse.SC_OK, body);
    }

    /** A 4xx/5xx answer with a one-line message (no stack trace). */
    public static void text(HttpServletResponse response, int status, String body) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain;charset=UTF-8");
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.getWriter().write(body.endsWith("\n") ? body : body + "\n");
    }
}
