package io.daytrader.bench.catalog;

/**
 * One entry of the application's primitive catalog ({@code GET /daytrader/primitives}). {@code path} and
 * {@code example} are relative to the context root; {@code sizeParameter} is the query parameter that sets the
 * size of what the primitive handles, or null. {@code body} is what to send (a POST's body, a websocket's message) with
 * its {@code contentType}; application/octet-stream means a binary websocket message of the body's UTF-8 bytes.
 */
public record Primitive(String name, String category, String path, String method, String protocol,
                        String description, String feature, boolean available, boolean needsCookies,
                        String sizeParameter, String example, String contentType, String body) {

    public boolean isWebSocket() {
        return "websocket".equalsIgnoreCase(protocol);
    }

    public boolean isBinary() {
        return "application/octet-stream".equalsIgnoreCase(contentType);
    }
}
