package io.daytrader.bench.history;

import io.daytrader.bench.compare.Comparison;
import io.daytrader.bench.results.BenchResults;

import java.util.ArrayList;
import java.util.List;

/**
 * One run kept in a history folder: when it ran, what ran it (command, commit), the results file it came from, its
 * targets (the first is the reference) and, per workload, each target's figures and — for the others — the change
 * against the reference measured in the same run (paired when side by side: the part of the figures the machine's
 * drift cannot fake).
 */
public record HistoryEntry(int schemaVersion, String startedAt, String finishedAt, String command, String gitCommit,
                           Boolean gitDirty, String results, String schedule, List<String> targets,
                           List<WorkloadFigures> workloads) {

    public static final int SCHEMA_VERSION = 1;

    /** One workload: a figure per target, the reference's first. */
    public record WorkloadFigures(String workload, List<Figure> figures) {
    }

    /**
     * A target's requests/s (median, with its interval), server CPU ms per request and flags; its change against the
     * reference in percent with its 95 % interval (null for the reference, or where there is none), as a speed
     * (above zero: faster), on the figure the comparison chose ({@code compared}: req/s, or server CPU per request
     * where the targets kept the shared server CPU busy), and whether that change was paired and called.
     */
    public record Figure(String target, Double throughput, Double throughputLow, Double throughputHigh,
                         Double cpuMsPerRequest, List<String> flags, Double changePercent, Double changeLow,
                         Double changeHigh, String compared, Boolean paired, String verdict) {
    }

    /** The entry of a run from its results and their comparison (null with a single target). */
    public static HistoryEntry of(BenchResults results, Comparison comparison, String resultsFile) {
        List<String> targets = comparison != null ? comparison.columns().stream().map(Comparison.Column::name).toList()
                : results.targets().stream().map(t -> t.name()).toList();
        List<WorkloadFigures> workloads = new ArrayList<>();
        if (comparison != null) {
            for (Comparison.Row row : comparison.rows()) {
                List<Figure> figures = new ArrayList<>();
                for (int t = 0; t < row.cells().size(); t++) {
                    Comparison.Cell c = row.cells().get(t);
                    figures.add(new Figure(targets.get(t), c.median(), c.ciLow(), c.ciHigh(), c.cpuMsPerRequest(),
                            c.flags(), t == 0 ? null : c.changePercent(), t == 0 ? null : c.changeLow(),
                            t == 0 ? null : c.changeHigh(), t == 0 ? null : c.figure(), t == 0 ? null : c.paired(),
                            c.verdict() == null ? null : c.verdict().name().toLowerCase(java.util.Locale.ROOT)));
                }
                workloads.add(new WorkloadFigures(row.label(), figures));
            }
        } else {
            results.targets().forEach(target -> target.workloads().forEach(w -> workloads.add(new WorkloadFigures(
                    Comparison.Row.label(w.name(), w.threads(), w.rate(), w.size()),
                    List.of(new Figure(target.name(), w.summary().throughputMedian(), w.summary().ciLow(),
                            w.summary().ciHigh(), w.summary().serverCpuMsPerRequest(), w.flags(), null, null, null,
                            null, null, null))))));
        }
        var provenance = results.provenance();
        return new HistoryEntry(SCHEMA_VERSION, results.startedAt(), results.finishedAt(),
                provenance == null ? null : provenance.command(), provenance == null ? null : provenance.gitCommit(),
                provenance == null ? null : provenance.gitDirty(), resultsFile,
                results.settings() == null ? null : results.settings().schedule(), targets, workloads);
    }
}
