package io.daytrader.bench.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Writes and reads results.json. Reading accepts every schema version in {@link BenchResults#READABLE_VERSIONS}
 * (what an older file lacks is null) and refuses any other file.
 */
public final class ResultsJson {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultsJson() {
    }

    public static void write(BenchResults results, Path file) {
        try {
            MAPPER.writeValue(file.toFile(), results);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    public static BenchResults read(Path file) {
        BenchResults results;
        try {
            results = MAPPER.readValue(file.toFile(), BenchResults.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        if (!BenchResults.READABLE_VERSIONS.contains(results.schemaVersion()) || !BenchResults.TOOL.equals(results.tool())) {
            throw new IllegalArgumentException(file + " is not a " + BenchResults.TOOL + " results file of schema version "
                    + BenchResults.READABLE_VERSIONS);
        }
        return results;
    }
}
