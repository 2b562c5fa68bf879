package io.daytrader.web.prims.catalog;

/**
 * One primitive of the catalog. {@code path} and {@code example} are relative to the context root;
 * {@code sizeParameter} is the query parameter that scales the work, or null.
 */
public record Primitive(String name, Category category, String path, String method, String protocol,
        String description, String feature, boolean needsCookies, String sizeParameter, String example,
        Requirement requirement) {

    static final String HTTP = "http";
    static final String WEBSOCKET = "websocket";

    /** A GET primitive over HTTP whose example is its path. */
    static Primitive get(String name, Category category, String path, String feature, Requirement requirement,
            String description) {
        return new Primitive(name, category, path, "GET", HTTP, description, feature, false, null, path, requirement);
    }

    /** A websocket endpoint at {@code path}. */
    static Primitive websocket(String name, String path, Requirement requirement, String description) {
        return new Primitive(name, Category.WEBSOCKET, path, "GET", WEBSOCKET, description, "WebSocket", false, null,
                path, requirement);
    }

    Primitive post() {
        return new Primitive(name, category, path, "POST", protocol, description, feature, needsCookies,
                sizeParameter, example, requirement);
    }

    Primitive withCookies() {
        return new Primitive(name, category, path, method, protocol, description, feature, true, sizeParameter,
                example, requirement);
    }

    /** Scales with {@code parameter}; the example asks for {@code exampleValue}. */
    Primitive sized(String parameter, int exampleValue) {
        return new Primitive(name, category, path, method, protocol, description, feature, needsCookies, parameter,
                path + "?" + parameter + "=" + exampleValue, requirement);
    }

    /** An example with a query string (parameters other than the size). */
    Primitive example(String query) {
        return new Primitive(name, category, path, method, protocol, description, feature, needsCookies,
                sizeParameter, path + "?" + query, requirement);
    }

    public boolean isWebSocket() {
        return WEBSOCKET.equals(protocol);
    }
}
