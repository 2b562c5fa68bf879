package io.daytrader.bench.results;

import java.util.List;

/** How the sweep was run. The pin fields are taskset CPU lists, null when not pinned. */
public record Settings(String profile, int warmupSeconds, int runs, int runSeconds, int pauseSeconds,
                       List<Integer> threads, long thinkTimeMs, List<Integer> sizes, String serverCpus,
                       String driverCpus, Integer users, Integer quotes, List<String> workloads) {
}
