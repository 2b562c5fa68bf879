package io.daytrader.bench.results;

import java.util.List;

/** One server under test and everything measured on it. {@code skipped} lists selected workloads not run. */
public record TargetResult(String name, String kind, String version, String url, boolean external, Footprint footprint,
                           List<WorkloadResult> workloads, List<String> skipped) {
}
