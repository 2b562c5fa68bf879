package io.daytrader.bench.catalog;

/**
 * One entry of the application's primitive catalog ({@code GET /daytrader/primitives}). {@code path} and
 * {@code example} are relative to the context root; {@code sizeParameter} is the query parameter that sets the
 * size of what the primitive handles, or null.
 */
public record Primitive(String name, String category, String path, String method, String protocol,
                        String description, String feature, boolean available, boolean needsCookies,
                        String sizeParameter, String example) {

    public boolean isWebSocket() {
        return "websocket".equalsIgnoreCase(protocol);
    }
}
