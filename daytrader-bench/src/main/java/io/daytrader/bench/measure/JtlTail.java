package io.daytrader.bench.measure;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Follows a JTL while JMeter writes it: each {@link #poll()} returns the samples of the complete lines written
 * since the last one. JMeter buffers its writes, so the newest samples arrive a little late.
 */
public final class JtlTail {

    private final Path jtl;
    private long position;
    private JtlColumns columns;
    private final StringBuilder partial = new StringBuilder();

    public JtlTail(Path jtl) {
        this.jtl = jtl;
    }

    public List<Sample> poll() {
        if (!Files.exists(jtl)) {
            return List.of();
        }
        try (RandomAccessFile file = new RandomAccessFile(jtl.toFile(), "r")) {
            long length = file.length();
            if (length <= position) {
                return List.of();
            }
            byte[] bytes = new byte[(int) Math.min(length - position, 64L << 20)];
            file.seek(position);
            file.readFully(bytes);
            position += bytes.length;
            partial.append(new String(bytes, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jtl, e);
        }
        int end = partial.lastIndexOf("\n");
        if (end < 0) {
            return List.of();
        }
        String lines = partial.substring(0, end + 1);
        partial.delete(0, end + 1);
        return parse(lines);
    }

    private List<Sample> parse(String lines) {
        List<Sample> samples = new ArrayList<>();
        try (var rows = JtlReader.ROWS.<String[]>readValues(new StringReader(lines))) {
            while (rows.hasNextValue()) {
                String[] row = rows.nextValue();
                if (columns == null) {
                    columns = new JtlColumns(row, jtl);
                    continue;
                }
                Sample sample = columns.sample(row);
                if (sample != null) {
                    samples.add(sample);
                }
            }
        } catch (IOException e) {
            // a line that does not parse is left out of the live view; the final analysis reads the whole file
        }
        return samples;
    }
}
