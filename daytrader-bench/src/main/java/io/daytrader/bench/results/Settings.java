package io.daytrader.bench.results;

import java.util.List;

/**
 * How the sweep was run. The pin fields are taskset CPU lists, null when not pinned. {@code engines}: the remote
 * JMeter engines (host:port), empty when JMeter ran locally. {@code jvmOptions}, {@code db}, {@code jpa},
 * {@code connector}, {@code jdk}: what provisioned servers were started with (null for a server given by URL). {@code thinkSpreadMs}: the
 * think time is uniformly random within thinkTimeMs +- this; {@code clients}: the threads are users with think time
 * (--clients). Both are null in older files.
 */
public record Settings(String profile, Integer forks, Integer serverWarmupSeconds, Integer warmupMinSeconds,
                       int warmupSeconds, Integer convergenceWindowSeconds, Double convergencePercent, int runs,
                       int runSeconds, List<Integer> threads, List<Integer> rates, long thinkTimeMs, Long thinkSpreadMs,
                       Boolean clients, List<Integer> sizes,
                       String serverCpus, String driverCpus, Integer users, Integer quotes, List<String> workloads,
                       List<String> engines, String jvmOptions, String db, String jpa, String connector, String jdk,
                       Boolean profileServer) {
}
