package io.daytrader.web.prims;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;

/** The plain-text responses of the primitives. Text, never HTML, so no value needs escaping. */
public final class PrimitiveResponses {

    private static final Logger LOG = Logger.getLogger(PrimitiveResponses.class.getName());

    private PrimitiveResponses() {
    }

    public static void text(HttpServletResponse response, String body) throws IOException {
        text(response, HttpServletResponse.SC_OK, body);
    }

    /**
     * A 503 saying what failed, without the cause's text (it may carry SQL, names or addresses, which are not for
     * an anonymous client); the cause goes to the server log.
     */
    public static void unavailable(HttpServletResponse response, String what, Exception cause) throws IOException {
        LOG.log(Level.WARNING, what, cause);
        text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, what + " (the cause is in the server log)");
    }

    /** A 4xx/5xx answer with a one-line message (no stack trace). */
    public static void text(HttpServletResponse response, int status, String body) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain;charset=UTF-8");
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.getWriter().write(body.endsWith("\n") ? body : body + "\n");
    }
}
