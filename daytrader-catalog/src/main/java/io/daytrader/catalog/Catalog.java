package io.daytrader.catalog;

import java.util.List;

/** The primitive catalog as the application serves it at {@code GET /daytrader/primitives}. */
public record Catalog(String server, List<CatalogPrimitive> primitives) {
}
