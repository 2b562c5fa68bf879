package io.daytrader.web.prims.catalog;

import io.daytrader.catalog.CatalogPrimitive;

/**
 * One primitive of the catalog. {@code path} and {@code example} are relative to the context root;
 * {@code sizeParameter} is the query parameter that scales the work, or null. {@code body} is what a client sends:
 * the request body of a POST or the message of a websocket ({@code contentType} application/octet-stream: send
 * its UTF-8 bytes as a binary message), or null. {@code answer} is text every successful answer contains, whatever
 * primIterations and the size are: a load driver checks it on every request. {@code changesTradeData}: whether it
 * changes the trade data (quotes, accounts, holdings, orders), so that a load driver resets trade after it.
 */
public record Primitive(String name, Category category, String path, String method, String protocol,
        String description, String feature, boolean needsCookies, String sizeParameter, String example,
        String contentType, String body, String answer, Requirement requirement, boolean changesTradeData) {

    static final String HTTP = CatalogPrimitive.HTTP;
    static final String WEBSOCKET = CatalogPrimitive.WEBSOCKET;

    /** A GET primitive over HTTP whose example is its path. */
    static Primitive get(String name, Category category, String path, String feature, Requirement requirement,
            String description) {
        return new Primitive(name, category, path, "GET", HTTP, description, feature, false, null, path, null, null,
                null, requirement, false);
    }

    /** A websocket endpoint at {@code path}. */
    static Primitive websocket(String name, String path, Requirement requirement, String description) {
        return new Primitive(name, Category.WEBSOCKET, path, "GET", WEBSOCKET, description, "WebSocket", false, null,
                path, "text/plain", "ping", null, requirement, false);
    }

    /** A POST of {@code body}; for a websocket, the message sent instead of the default text "ping". */
    Primitive sends(String bodyContentType, String requestBody) {
        return new Primitive(name, category, path, isWebSocket() ? method : "POST", protocol, description, feature,
                needsCookies, sizeParameter, example, bodyContentType, requestBody, answer, requirement, changesTradeData);
    }

    Primitive withCookies() {
        return new Primitive(name, category, path, method, protocol, description, feature, true, sizeParameter,
                example, contentType, body, answer, requirement, changesTradeData);
    }

    /** Scales with {@code parameter}; the example asks for {@code exampleValue}. */
    Primitive sized(String parameter, int exampleValue) {
        return new Primitive(name, category, path, method, protocol, description, feature, needsCookies, parameter,
                path + "?" + parameter + "=" + exampleValue, contentType, body, answer, requirement, changesTradeData);
    }

    /** An example with a query string (parameters other than the size). */
    Primitive example(String query) {
        return new Primitive(name, category, path, method, protocol, description, feature, needsCookies,
                sizeParameter, path + "?" + query, contentType, body, answer, requirement, changesTradeData);
    }

    /** Every successful answer (to the example's request, at any primIterations) contains {@code text}. */
    Primitive answers(String text) {
        return new Primitive(name, category, path, method, protocol, description, feature, needsCookies,
                sizeParameter, example, contentType, body, text, requirement, changesTradeData);
    }

    /** It changes the trade data. */
    Primitive writesTradeData() {
        return new Primitive(name, category, path, method, protocol, description, feature, needsCookies,
                sizeParameter, example, contentType, body, answer, requirement, true);
    }

    public boolean isWebSocket() {
        return WEBSOCKET.equals(protocol);
    }

    /** The catalog's JSON model of this primitive on a server that can ({@code available}) or cannot run it. */
    public CatalogPrimitive toModel(boolean available) {
        return new CatalogPrimitive(name, category.label(), path, method, protocol, description, feature, available,
                needsCookies, sizeParameter, example, contentType, body, answer, changesTradeData);
    }
}
