package io.daytrader.bench.compare;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * comparison.json: the comparison for a pipeline to read. Per workload and target against the baseline: the
 * figure compared, whether paired, the change (as a speed ratio and in percent, above 1 / 0: better) with its 95 %
 * interval, the minimum detectable effect, the p-value, the rounds and launches, and the verdict; per target the
 * geometric mean with its interval and the verdict counts.
 */
public final class ComparisonJson {

    public static final int SCHEMA_VERSION = 2;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ComparisonJson() {
    }

    public record File(int schemaVersion, String baseline, double falseDiscoveryRate, Double pairedThresholdPercent,
                       double unpairedThresholdPercent, List<String> differences, List<Target> targets,
                       List<Row> rows) {
    }

    public record Target(String name, String kind, String version, String db, String jpa, String connector,
                         String jdk, String gc, int launches, String file, Comparison.Summary summary) {
    }

    public record Row(String workload, String category, int threads, Integer rate, Integer size,
                      List<Cell> cells) {
    }

    public record Cell(String target, String state, Double throughput, Double cpuMsPerRequest, Long p99Ms,
                       List<String> flags, long errors, boolean paired, String figure, Double ratio, Double ratioLow,
                       Double ratioHigh, Double changePercent, Double changeLowPercent, Double changeHighPercent,
                       Double halfWidthPercent, Double minimumDetectablePercent, String test, Double pValue,
                       Integer rounds, Integer launches, String verdict) {
    }

    public static File of(Comparison comparison) {
        List<Target> targets = new ArrayList<>();
        for (int t = 0; t < comparison.columns().size(); t++) {
            Comparison.Column c = comparison.columns().get(t);
            targets.add(new Target(c.name(), c.kind(), c.version(), c.db(), c.jpa(), c.connector(), c.jdk(), c.gc(),
                    c.launches(), c.file(), t == 0 ? null : comparison.summaries().get(t)));
        }
        List<Row> rows = new ArrayList<>();
        for (Comparison.Row row : comparison.rows()) {
            List<Cell> cells = new ArrayList<>();
            for (int t = 0; t < row.cells().size(); t++) {
                cells.add(cell(comparison.columns().get(t).name(), row.cells().get(t)));
            }
            rows.add(new Row(row.workload(), row.category(), row.threads(), row.rate(), row.size(), cells));
        }
        return new File(SCHEMA_VERSION, comparison.columns().get(0).name(), FalseDiscovery.RATE,
                comparison.pairedThresholdPercent(), comparison.thresholdPercent(), comparison.differences(), targets,
                rows);
    }

    private static Cell cell(String target, Comparison.Cell c) {
        PairedChange p = c.pairedChange();
        return new Cell(target, c.state(), c.median(), c.cpuMsPerRequest(), c.p99(), c.flags(), c.errors(), c.paired(),
                c.paired() ? c.figure() : "req/s", p == null ? ratio(c.changePercent()) : Double.valueOf(p.ratio()),
                p == null ? ratio(c.changeLow()) : Double.valueOf(p.low()),
                p == null ? ratio(c.changeHigh()) : Double.valueOf(p.high()),
                c.changePercent(), c.changeLow(), c.changeHigh(), c.halfWidthPercent(), c.minimumDetectablePercent(),
                p == null ? null : p.test(), p == null ? null : Double.valueOf(p.pValue()),
                p == null ? null : Integer.valueOf(p.rounds()), p == null ? null : Integer.valueOf(p.launches()),
                c.verdict().name().toLowerCase(java.util.Locale.ROOT));
    }

    private static Double ratio(Double percent) {
        return percent == null ? null : 1 + percent / 100;
    }

    public static void write(Comparison comparison, Path file) {
        try {
            MAPPER.writeValue(file.toFile(), of(comparison));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
