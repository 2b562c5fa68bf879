package io.daytrader.bench.results;

import java.util.List;
import java.util.Map;

/**
 * One workload at one concurrency (or arrival rate) and size: a primitive, the scenario servlet or the user
 * workload. {@code id} names it across targets and result files. {@code runs}: the measured windows of every
 * launch (each run says its fork). {@code forks}: per launch, the warm-up and the per-second throughput of the
 * whole driver run. {@code requestMix}: measured requests per sampler of a plan with several, else empty.
 * {@code rate}: requests per second offered by the open model, null for the closed model ({@code threads}).
 * {@code requestsByEngine}: with remote JMeter engines, the requests each engine completed over the whole driver
 * runs (warm-up included); empty when JMeter ran locally.
 */
public record WorkloadResult(String id, String name, String category, String type, String path, int threads,
                             Integer rate, Integer size, long thinkTimeMs, List<RunResult> runs, List<ForkSeries> forks,
                             Summary summary, Map<String, Long> requestMix, List<String> flags,
                             Map<String, Long> requestsByEngine) {

    public List<ForkSeries> forksOrEmpty() {
        return forks == null ? List.of() : forks;
    }
}
