package io.daytrader.bench.results;

import java.util.List;
import java.util.Map;

/**
 * One workload at one concurrency (and size): a primitive, the scenario servlet or the user workload.
 * {@code id} names it across targets and result files: name, threads and size. {@code requestMix}: measured
 * requests per sampler of a plan with several (the user workload's realised mix), else empty.
 */
public record WorkloadResult(String id, String name, String category, String type, String path, int threads,
                             Integer size, long thinkTimeMs, List<RunResult> runs, Summary summary,
                             Map<String, Long> requestMix, List<String> flags) {
}
