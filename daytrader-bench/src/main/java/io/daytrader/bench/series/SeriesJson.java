package io.daytrader.bench.series;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** Writes a series' steps as series.json: the targets' labels in order, and every step with whether it was called. */
public final class SeriesJson {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SeriesJson() {
    }

    public static void write(SeriesSteps steps, Path file) {
        try {
            JSON.writeValue(file.toFile(), steps);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
