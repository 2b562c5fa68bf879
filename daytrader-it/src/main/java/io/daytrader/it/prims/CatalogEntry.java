package io.daytrader.it.prims;

import java.util.Map;

/** One entry of GET /daytrader/primitives, as the lab reads it. */
record CatalogEntry(String name, String category, String path, String method, String protocol, String description,
        String feature, boolean available, boolean needsCookies, Boolean changesTradeData, String sizeParameter,
        String example) {

    static CatalogEntry of(Map<String, Object> json) {
        return new CatalogEntry((String) json.get("name"), (String) json.get("category"), (String) json.get("path"),
                (String) json.get("method"), (String) json.get("protocol"), (String) json.get("description"),
                (String) json.get("feature"), (Boolean) json.get("available"), (Boolean) json.get("needsCookies"),
                (Boolean) json.get("changesTradeData"), (String) json.get("sizeParameter"), (String) json.get("example"));
    }

    boolean isWebSocket() {
        return "websocket".equals(protocol);
    }
}
