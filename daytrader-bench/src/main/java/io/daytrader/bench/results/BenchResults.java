package io.daytrader.bench.results;

import java.util.List;

/**
 * The content of results.json (schema version {@value #SCHEMA_VERSION}; see the README's lab section).
 * Times are ISO-8601 instants.
 */
public record BenchResults(int schemaVersion, String tool, String startedAt, String finishedAt, Settings settings,
                           Machine machine, List<TargetResult> targets) {

    public static final int SCHEMA_VERSION = 1;
    public static final String TOOL = "daytrader-bench";
}
