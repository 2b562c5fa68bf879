package io.daytrader.web.prims.web;

import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** The answer of the echo primitives: a line naming the primitive and the body length, then the body. */
final class Echo {

    /** The longest body the echo primitives accept. */
    static final int MAX_BODY = 16 * 1024 * 1024;

    private Echo() {
    }

    static byte[] of(String primitive, byte[] body) {
        ByteArrayOutputStream answer = new ByteArrayOutputStream(body.length + 64);
        answer.writeBytes((primitive + ": echo of " + body.length + " bytes\n").getBytes(StandardCharsets.UTF_8));
        answer.writeBytes(body);
        return answer.toByteArray();
    }

    static void prepare(HttpServletResponse response, int length) {
        response.setContentType("text/plain;charset=UTF-8");
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setContentLength(length);
    }

    /**
     * The whole body, or null if it is longer than {@link #MAX_BODY}: reads at most one byte past the limit, so
     * a chunked body, which declares no length, cannot make it hold more.
     */
    static byte[] readAtMostMaxBody(InputStream in) throws IOException {
        byte[] body = in.readNBytes(MAX_BODY + 1);
        return body.length > MAX_BODY ? null : body;
    }

    /** True (after answering 413) if the request declares a body longer than {@link #MAX_BODY}. */
    static boolean tooLarge(long contentLength, HttpServletResponse response) {
        if (contentLength <= MAX_BODY) {
            return false;
        }
        response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
        return true;
    }
}
