package io.daytrader.bench.measure;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads a JMeter CSV results file (JTL) with a header line (RFC 4180 quoting, by Jackson's CSV reader). */
public final class JtlReader {

    static final ObjectReader ROWS = new CsvMapper().enable(CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(CsvParser.Feature.SKIP_EMPTY_LINES).readerFor(String[].class);

    private JtlReader() {
    }

    public static List<Sample> read(Path jtl) {
        try (Reader reader = Files.newBufferedReader(jtl, StandardCharsets.UTF_8)) {
            return read(reader, jtl);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + jtl, e);
        }
    }

    static List<Sample> read(Reader reader, Object source) throws IOException {
        List<Sample> samples = new ArrayList<>();
        try (MappingIterator<String[]> rows = ROWS.readValues(reader)) {
            if (!rows.hasNext()) {
                return samples;
            }
            JtlColumns columns = new JtlColumns(rows.next(), source);
            while (hasNext(rows)) {
                Sample sample = columns.sample(rows.next());
                if (sample != null) {
                    samples.add(sample);
                }
            }
        }
        return samples;
    }

    /** False at the end, and at a last line cut inside a quoted field when JMeter was stopped. */
    private static boolean hasNext(MappingIterator<String[]> rows) {
        try {
            return rows.hasNextValue();
        } catch (IOException e) {
            return false;
        }
    }
}
