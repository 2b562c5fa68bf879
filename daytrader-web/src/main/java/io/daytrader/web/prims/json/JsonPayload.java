package io.daytrader.web.prims.json;

import io.daytrader.web.prims.PrimitiveParameters;
import jakarta.servlet.http.HttpServletRequest;

/** The size of the JSON documents: {@code ?size=} bytes (default 1024), about {@link #ENTRY_BYTES} per entry. */
final class JsonPayload {

    static final int ENTRY_BYTES = 80;
    static final int DEFAULT_SIZE = 1024;
    static final int MAX_SIZE = 1024 * 1024;

    private JsonPayload() {
    }

    /**
     * How many entries make a document of about the requested size (at least one).
     *
     * @throws IllegalArgumentException if the size parameter is not a number from 1 to {@link #MAX_SIZE}
     */
    static int entries(HttpServletRequest request) {
        return Math.max(1, PrimitiveParameters.intParameter(request, "size", DEFAULT_SIZE, 1, MAX_SIZE) / ENTRY_BYTES);
    }
}
