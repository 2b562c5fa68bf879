package io.daytrader.bench.catalog;

import java.util.List;

/** The primitive catalog as the application serves it. */
public record Catalog(String server, List<Primitive> primitives) {
}
