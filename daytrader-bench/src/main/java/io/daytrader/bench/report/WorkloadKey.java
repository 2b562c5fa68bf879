package io.daytrader.bench.report;

import io.daytrader.bench.results.WorkloadResult;

/** What identifies a workload across targets. */
record WorkloadKey(String name, String category, int threads, Integer rate, Integer size) {

    static WorkloadKey of(WorkloadResult result) {
        return new WorkloadKey(result.name(), result.category(), result.threads(), result.rate(), result.size());
    }

    String label() {
        return size == null ? name : name + " size " + size;
    }

    String load() {
        return rate == null ? Integer.toString(threads) : rate + "/s";
    }
}
