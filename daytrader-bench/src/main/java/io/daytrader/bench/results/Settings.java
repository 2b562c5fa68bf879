package io.daytrader.bench.results;

import java.util.List;

/**
 * How the sweep was run. The pin fields are taskset CPU lists, null when not pinned. {@code engines}: the remote
 * JMeter engines (host:port), empty when JMeter ran locally. {@code jvmOptions}, {@code db}, {@code jpa},
 * {@code connector}, {@code jdk}: what provisioned servers were started with (null for a server given by URL). {@code thinkSpreadMs}: the
 * think time is uniformly random within thinkTimeMs +- this; {@code clients}: the threads are users with think time
 * (--clients). Both are null in older files. {@code schedule}: how the targets were measured, {@code side-by-side}
 * (every target started at once, each workload measured in rounds, one window per target in a shuffled order) or
 * {@code sequential} (one launch after the other); {@code scheduleNote} says why a sweep of several targets ran
 * sequential. {@code precisionPercent}, {@code maxRounds}: the side-by-side rounds went on until every target's
 * interval against the baseline was at most this wide on each side, or this many rounds; {@code roundSeed}: the seed
 * of the shuffled orders. These are null in files before them, and the round ones in sequential sweeps.
 */
public record Settings(String profile, Integer forks, Integer serverWarmupSeconds, Integer warmupMinSeconds,
                       int warmupSeconds, Integer convergenceWindowSeconds, Double convergencePercent, int runs,
                       int runSeconds, List<Integer> threads, List<Integer> rates, long thinkTimeMs, Long thinkSpreadMs,
                       Boolean clients, List<Integer> sizes,
                       String serverCpus, String driverCpus, Integer users, Integer quotes, List<String> workloads,
                       List<String> engines, String jvmOptions, String db, String jpa, String connector, String jdk,
                       Boolean profileServer, String schedule, String scheduleNote, Double precisionPercent,
                       Integer maxRounds, Long roundSeed) {

    public static final String SIDE_BY_SIDE = "side-by-side";
    public static final String SEQUENTIAL = "sequential";

    /** Whether the targets were measured side by side, in rounds. */
    public boolean sideBySide() {
        return SIDE_BY_SIDE.equals(schedule);
    }
}
