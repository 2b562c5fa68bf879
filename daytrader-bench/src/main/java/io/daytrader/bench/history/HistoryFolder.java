package io.daytrader.bench.history;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A history folder: one {@code run-START.json} ({@link HistoryEntry}) per kept run, named by when the run started,
 * read back in the order the runs started.
 */
public final class HistoryFolder {

    private static final String PREFIX = "run-";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private HistoryFolder() {
    }

    /** Keeps {@code entry} in {@code folder} (created when missing); returns its file. */
    public static Path add(Path folder, HistoryEntry entry) {
        String start = entry.startedAt() == null ? Long.toString(System.currentTimeMillis())
                : entry.startedAt().replaceAll("[^0-9TZ]", "");
        Path file = folder.resolve(PREFIX + start + ".json");
        try {
            Files.createDirectories(folder);
            JSON.writeValue(file.toFile(), entry);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    /** The runs kept in {@code folder}, oldest first; refuses a folder that holds none. */
    public static List<HistoryEntry> read(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException("no history folder " + folder);
        }
        List<HistoryEntry> entries;
        try (Stream<Path> files = Files.list(folder)) {
            entries = files.filter(f -> f.getFileName().toString().startsWith(PREFIX)
                            && f.getFileName().toString().endsWith(".json"))
                    .map(HistoryFolder::entry)
                    .sorted(Comparator.comparing(e -> e.startedAt() == null ? "" : e.startedAt()))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + folder, e);
        }
        if (entries.isEmpty()) {
            throw new IllegalArgumentException(folder + " holds no run (" + PREFIX + "*.json): keep runs in it with"
                    + " ./daytrader bench --history " + folder + ", or add a results.json with ./daytrader history "
                    + folder + " --add RESULTS.json");
        }
        return entries;
    }

    private static HistoryEntry entry(Path file) {
        try {
            HistoryEntry entry = JSON.readValue(file.toFile(), HistoryEntry.class);
            if (entry.schemaVersion() != HistoryEntry.SCHEMA_VERSION) {
                throw new IllegalArgumentException(file + " is a history entry of schema " + entry.schemaVersion()
                        + ", not " + HistoryEntry.SCHEMA_VERSION);
            }
            return entry;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
