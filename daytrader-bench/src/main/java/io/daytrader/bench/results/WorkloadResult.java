package io.daytrader.bench.results;

import java.util.List;

/**
 * One workload at one concurrency (and size): a primitive, the scenario servlet or the user workload.
 * {@code id} names it across targets and result files: name, threads and size.
 */
public record WorkloadResult(String id, String name, String category, String type, String path, int threads,
                             Integer size, long thinkTimeMs, List<RunResult> runs, Summary summary, List<String> flags) {
}
