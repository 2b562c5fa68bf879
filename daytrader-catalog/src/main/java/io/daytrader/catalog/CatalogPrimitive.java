package io.daytrader.catalog;

/**
 * One entry of the primitive catalog, as JSON carries it.
 *
 * @param path relative to the context root
 * @param method the HTTP method (GET for a websocket's upgrade)
 * @param protocol {@value #HTTP} or {@value #WEBSOCKET}
 * @param feature the platform feature it exercises, in words
 * @param available whether this server can run it; a lab reports an unavailable primitive as n/a, never as zero
 * @param needsCookies whether a client must keep cookies (it creates an HTTP session)
 * @param sizeParameter the query parameter that scales the work, or null
 * @param example a path with a query that shows it working (relative to the context root)
 * @param contentType the type of {@code body}; {@value #BINARY} for a websocket: send its UTF-8 bytes as a binary
 *                    message
 * @param body what a client sends: the request body of a POST, or the message of a websocket; null for none
 * @param answer text that every successful answer contains, whatever the settings (primIterations, sizes): proof
 *               that the primitive did its work, which a load driver checks on every request
 * @param changesTradeData whether it changes the trade data (quotes, accounts, holdings, orders): a load driver resets
 *                         trade after it; null (a catalog older than the field): not known, so assume it does
 */
public record CatalogPrimitive(String name, String category, String path, String method, String protocol,
                               String description, String feature, boolean available, boolean needsCookies,
                               String sizeParameter, String example, String contentType, String body, String answer,
                               Boolean changesTradeData) {

    public static final String HTTP = "http";
    public static final String WEBSOCKET = "websocket";
    public static final String BINARY = "application/octet-stream";

    /** Whether a run of it may leave the trade data changed (unknown counts as changed). */
    public boolean mayChangeTradeData() {
        return changesTradeData == null || changesTradeData;
    }

    public boolean isWebSocket() {
        return WEBSOCKET.equalsIgnoreCase(protocol);
    }

    public boolean isBinary() {
        return BINARY.equalsIgnoreCase(contentType);
    }

    /** The query string of the example (without '?'), or null. */
    public String exampleQuery() {
        int question = example == null ? -1 : example.indexOf('?');
        return question < 0 ? null : example.substring(question + 1);
    }
}
