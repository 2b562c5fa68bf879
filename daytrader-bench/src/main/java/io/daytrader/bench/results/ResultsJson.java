package io.daytrader.bench.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** Writes and reads results.json. Reading refuses a file of another schema version. */
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
        if (results.schemaVersion() != BenchResults.SCHEMA_VERSION || !BenchResults.TOOL.equals(results.tool())) {
            throw new IllegalArgumentException(file + " is not a " + BenchResults.TOOL + " results file of schema version "
                    + BenchResults.SCHEMA_VERSION);
        }
        return results;
    }
}
