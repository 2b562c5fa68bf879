package io.daytrader.bench.history;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A history's series as Apache Otava reads them (its CSV importer): one file per target position against the
 * reference, {@code target-N.csv}, a row per run with the columns {@code time} (when the run started),
 * {@code run}, {@code reference}, {@code target} and {@code commit} as attributes, and per workload two metrics:
 * {@code WORKLOAD_ratio} (the target's speed over the reference's, measured in the same run on the figure the run's
 * comparison chose: requests/s, or server CPU per request inverted where the targets kept the server CPU busy) and
 * {@code WORKLOAD_rps} (its absolute requests/s); plus {@code otava.yaml}, the tests that read them.
 */
public final class OtavaCsv {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss Z")
            .withZone(ZoneOffset.UTC);

    private OtavaCsv() {
    }

    /** Writes the files into {@code folder}; returns the CSV files written. */
    public static List<Path> write(List<HistoryEntry> entries, Path folder) {
        int positions = entries.stream().mapToInt(e -> e.targets().size()).max().orElse(1);
        List<Path> written = new ArrayList<>();
        StringBuilder yaml = new StringBuilder("tests:\n");
        try {
            Files.createDirectories(folder);
            for (int t = 1; t < positions; t++) {
                Map<String, String> metrics = metricNames(entries);
                Path file = folder.resolve("target-" + t + ".csv");
                Files.writeString(file, csv(entries, t, metrics));
                written.add(file);
                yaml.append("  daytrader.target-").append(t).append(":\n")
                        .append("    type: csv\n")
                        .append("    file: ").append(file.getFileName()).append('\n')
                        .append("    time_column: time\n")
                        .append("    attributes: [run, reference, target, commit]\n")
                        .append("    metrics: [");
                List<String> columns = new ArrayList<>();
                metrics.values().forEach(m -> columns.addAll(List.of(m + "_ratio", m + "_rps")));
                yaml.append(String.join(", ", columns)).append("]\n")
                        .append("    csv_options:\n      delimiter: \",\"\n      quotechar: \"'\"\n");
            }
            Files.writeString(folder.resolve("otava.yaml"), yaml.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the Otava files into " + folder, e);
        }
        return written;
    }

    /** Workload label to metric name: letters, digits and underscores ("PingServlet @16" -> PingServlet_16). */
    static Map<String, String> metricNames(List<HistoryEntry> entries) {
        Map<String, String> names = new LinkedHashMap<>();
        entries.forEach(e -> e.workloads().forEach(w -> names.computeIfAbsent(w.workload(),
                label -> label.replaceAll("[^A-Za-z0-9]+", "_").replaceAll("^_|_$", ""))));
        return names;
    }

    static String csv(List<HistoryEntry> entries, int position, Map<String, String> metrics) {
        StringBuilder csv = new StringBuilder("time,run,reference,target,commit");
        metrics.values().forEach(m -> csv.append(',').append(m).append("_ratio,").append(m).append("_rps"));
        csv.append('\n');
        for (int r = 0; r < entries.size(); r++) {
            HistoryEntry entry = entries.get(r);
            if (entry.targets().size() <= position) {
                continue;
            }
            csv.append(entry.startedAt() == null ? "" : TIME.format(Instant.parse(entry.startedAt()))).append(',')
                    .append(r + 1).append(',').append(quoted(entry.targets().get(0))).append(',')
                    .append(quoted(entry.targets().get(position))).append(',')
                    .append(entry.gitCommit() == null ? "" : entry.gitCommit());
            for (String workload : metrics.keySet()) {
                HistoryEntry.Figure figure = entry.workloads().stream().filter(w -> w.workload().equals(workload))
                        .findFirst().map(w -> w.figures().size() > position ? w.figures().get(position) : null)
                        .orElse(null);
                csv.append(',').append(figure == null || figure.changePercent() == null ? ""
                                : String.format(Locale.ROOT, "%.5f", 1 + figure.changePercent() / 100))
                        .append(',').append(figure == null || figure.throughput() == null ? ""
                                : String.format(Locale.ROOT, "%.1f", figure.throughput()));
            }
            csv.append('\n');
        }
        return csv.toString();
    }

    private static String quoted(String value) {
        return value.contains(",") ? "'" + value.replace("'", "''") + "'" : value;
    }
}
