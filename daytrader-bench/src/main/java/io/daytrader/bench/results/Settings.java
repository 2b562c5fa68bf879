package io.daytrader.bench.results;

import java.util.List;

/**
 * How the sweep was run. The pin fields are taskset CPU lists, null when not pinned. {@code engines}: the remote
 * JMeter engines (host:port), empty when JMeter ran locally. {@code jvmOptions}, {@code db}, {@code jpa},
 * {@code connector}, {@code jdk}: what provisioned servers were started with (null for a server given by URL). {@code thinkSpreadMs}: the
 * think time is uniformly random within thinkTimeMs +- this; {@code clients}: the threads are users with think time
 * (--clients). Both are null in older files. {@code facesSharePercent}: the percent of the user workload's sessions on the
 * Faces pages (the others on the JSP pages); null when the sweep ran no user workload, and in older files. {@code schedule}: how the targets were measured: {@code duet} (every
 * launch of every target started at once, each workload measured in windows that load one launch of every target at
 * the same time, the launches crossed), {@code alternating} (every target started at once, each workload measured
 * in rounds, one window per target in a shuffled order; older files say {@code side-by-side}) or {@code sequential}
 * (one launch after the other); {@code scheduleNote} says why a sweep of several targets ran sequential. {@code precisionPercent}, {@code maxRounds}: the side-by-side rounds went on until every target's
 * interval against the baseline was at most this wide on each side, or this many rounds; {@code roundSeed}: the seed
 * of the shuffled orders. These are null in files before them, and the round ones in sequential sweeps.
 */
public record Settings(String profile, Integer forks, Integer serverWarmupSeconds, Integer warmupMinSeconds,
                       int warmupSeconds, Integer convergenceWindowSeconds, Double convergencePercent, int runs,
                       int runSeconds, List<Integer> threads, List<Integer> rates, long thinkTimeMs, Long thinkSpreadMs,
                       Boolean clients, List<Integer> sizes,
                       String serverCpus, String driverCpus, Integer users, Integer quotes,
                       Integer facesSharePercent, List<String> workloads,
                       List<String> engines, String jvmOptions, String db, String jpa, String connector, String jdk,
                       Boolean profileServer, String schedule, String scheduleNote, Double precisionPercent,
                       Integer maxRounds, Long roundSeed) {

    public static final String DUET = "duet";
    public static final String ALTERNATING = "alternating";
    /** What files before the duet called the alternating schedule. */
    public static final String SIDE_BY_SIDE = "side-by-side";
    public static final String SEQUENTIAL = "sequential";

    /** Whether the targets were measured side by side (all up at once), in rounds or duet windows. */
    public boolean sideBySide() {
        return DUET.equals(schedule) || ALTERNATING.equals(schedule) || SIDE_BY_SIDE.equals(schedule);
    }

    /** The schedule in words, for the reports. */
    public String describeSchedule() {
        String note = scheduleNote == null ? "" : " (" + scheduleNote + ")";
        if (duet()) {
            return String.format(java.util.Locale.ROOT, "duet: %d launch(es) of every target up at once; per workload,"
                    + " windows of %d s that load one launch of every target at the same time and begin and end"
                    + " together, every launch of the first target meeting every launch of each other one (a"
                    + " crossing), crossings until every target's 95 %% interval against the first is within +-%.1f %%"
                    + " or only more launches could narrow it (at most %d windows)%s", forks == null ? 1 : forks,
                    runSeconds, precisionPercent, maxRounds, note);
        }
        if (sideBySide()) {
            return String.format(java.util.Locale.ROOT, "alternating: every target up at once; per workload, rounds in"
                    + " which each target gets one %d-s window in a shuffled order (seed %d), until every target's"
                    + " 95 %% interval against the first is within +-%.1f %% (at most %d rounds)%s", runSeconds,
                    roundSeed, precisionPercent, maxRounds, note);
        }
        return scheduleNote == null ? "one launch after the other" : scheduleNote;
    }

    /** Whether the targets were loaded at the same time, in duet windows. */
    public boolean duet() {
        return DUET.equals(schedule);
    }
}
