package io.daytrader.web.prims.catalog;

/** A primitive and whether this server can run it. */
public record CatalogEntry(Primitive primitive, boolean available) {
}
