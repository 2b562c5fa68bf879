package io.daytrader.bench.measure;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a JMeter CSV results file (JTL) with a header line. Only timeStamp (the sample's start: the bench runs
 * JMeter with sampleresult.timestamp.start=true), elapsed, success and label are used; quoted fields with commas are
 * handled.
 */
public final class JtlReader {

    private JtlReader() {
    }

    public static List<Sample> read(Path jtl) {
        try (BufferedReader reader = Files.newBufferedReader(jtl, StandardCharsets.UTF_8)) {
            String header = reader.readLine();
            if (header == null) {
                return List.of();
            }
            List<String> columns = CsvLine.split(header);
            int timeStamp = index(columns, "timeStamp", jtl);
            int elapsed = index(columns, "elapsed", jtl);
            int success = index(columns, "success", jtl);
            int label = index(columns, "label", jtl);
            int last = Math.max(Math.max(timeStamp, elapsed), Math.max(success, label));
            Map<String, String> labels = new HashMap<>();
            List<Sample> samples = new ArrayList<>();
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                List<String> fields = CsvLine.split(line);
                if (fields.size() <= last) {
                    continue; // a line cut short when JMeter was stopped
                }
                samples.add(new Sample(Long.parseLong(fields.get(timeStamp)), Long.parseLong(fields.get(elapsed)),
                        Boolean.parseBoolean(fields.get(success)), labels.computeIfAbsent(fields.get(label), l -> l)));
            }
            return samples;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jtl, e);
        }
    }

    private static int index(List<String> columns, String name, Path jtl) {
        int index = columns.indexOf(name);
        if (index < 0) {
            throw new IllegalArgumentException(jtl + " has no column " + name + " (columns: " + columns + ")");
        }
        return index;
    }
}
