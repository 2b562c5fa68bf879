package io.daytrader.bench.results;

import java.util.List;

/**
 * The content of results.json (schema version {@value #SCHEMA_VERSION}; see docs/lab.md). Times are
 * ISO-8601 instants. Files of schema version 1 still read: what they lack is null. {@code windows}: every measured
 * window in the order taken (null before schema version 4).
 */
public record BenchResults(int schemaVersion, String tool, String startedAt, String finishedAt, Settings settings,
                           Machine machine, Provenance provenance, List<TargetResult> targets,
                           List<WindowRecord> windows) {

    public static final int SCHEMA_VERSION = 4;
    public static final List<Integer> READABLE_VERSIONS = List.of(1, 2, 3, 4);
    public static final String TOOL = "daytrader-bench";

    public BenchResults withProvenance(Provenance from) {
        return new BenchResults(schemaVersion, tool, startedAt, finishedAt, settings, machine, from, targets, windows);
    }
}
