package io.daytrader.bench.catalog;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.daytrader.catalog.Catalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** Parses the primitive catalog JSON, from the application or from a file. */
public final class CatalogReader {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private CatalogReader() {
    }

    public static Catalog parse(String json) {
        try {
            return MAPPER.readValue(json, Catalog.class);
        } catch (IOException e) {
            throw new IllegalArgumentException("not a primitive catalog: " + e.getMessage(), e);
        }
    }

    public static Catalog read(Path file) {
        try {
            return MAPPER.readValue(file.toFile(), Catalog.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the primitive catalog " + file + ": " + e.getMessage(), e);
        }
    }
}
