package io.daytrader.bench.plan;

import io.daytrader.bench.measure.Convergence;
import io.daytrader.bench.measure.ServerWarmupWatch;
import io.daytrader.bench.measure.SteadyStateWatch;

import java.util.List;
import java.util.Locale;

/**
 * The measurement protocol of a sweep (see docs/lab.md, "The measurement protocol"):
 * <ul>
 *   <li>a server warm-up pass over every selected HTTP workload after each start: at least
 *   {@code serverWarmupSeconds}, then until its throughput rises by less than
 *   {@link #SERVER_WARMUP_PERCENT_PER_MINUTE} % a minute over the last two minutes (or over the minimum, if
 *   shorter) and over the last half of them, at most {@link #serverWarmupCapSeconds()};</li>
 *   <li>per workload one driver run: a warm-up of at least {@code warmupMinSeconds} that ends when the throughput of
 *   {@code convergenceWindows} buckets of {@code bucketSeconds} agrees with the buckets before them within
 *   {@code convergencePercent} and shows no trend, or at {@code warmupCapSeconds} (then flagged not-steady); then
 *   {@code runs} measured windows of {@code runSeconds} back to back;</li>
 *   <li>{@code forks} launches of every target, interleaved (A B A B ...);</li>
 *   <li>side by side (several targets up at once): per workload, rounds in which every target gets one window of
 *   {@code runSeconds} in a shuffled order, the first after the warm-up to steady state above, the later ones after
 *   {@code roundSettleSeconds}; at least {@link #MIN_ROUNDS}, and on until every target's interval against the
 *   baseline is at most +-{@code precisionPercent} wide, or {@code maxRounds}.</li>
 * </ul>
 * Reset trade happens before every driver run.
 */
public record Profile(String name, int serverWarmupSeconds, int warmupMinSeconds, int warmupCapSeconds,
                      int bucketSeconds, int convergenceWindows, double convergencePercent, int runs, int runSeconds,
                      int forks, List<Integer> defaultThreads, int roundSettleSeconds, int maxRounds,
                      double precisionPercent) {

    /** Side by side: the rounds every workload gets at least (a trimmed-mean interval over fewer is too wide). */
    public static final int MIN_ROUNDS = 6;

    /** After the last measured window: requests still in flight when JMeter stops are not measured. */
    public static final int TAIL_SECONDS = 1;

    public static Profile named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "quick" -> new Profile("quick", 60, 5, 30, 1, 3, 5, 3, 2, 1, List.of(16), 1, 12, 5);
            case "full" -> new Profile("full", 300, 30, 300, 5, 3, 2, 5, 30, 3, List.of(1, 16, 64), 5, 10, 2);
            default -> throw new IllegalArgumentException("--profile must be quick or full, got '" + name + "'");
        };
    }

    public Profile with(Integer serverWarmup, Integer warmupCap, Integer runCount, Integer runLength, Integer forkCount) {
        return new Profile(name, serverWarmup != null ? serverWarmup : serverWarmupSeconds, warmupMinSeconds,
                warmupCap != null ? warmupCap : warmupCapSeconds, bucketSeconds, convergenceWindows, convergencePercent,
                runCount != null ? runCount : runs, runLength != null ? runLength : runSeconds,
                forkCount != null ? forkCount : forks, defaultThreads, roundSettleSeconds, maxRounds, precisionPercent);
    }

    /** The same protocol with the side-by-side rounds' precision and cap, where given. */
    public Profile withRounds(Double precision, Integer roundCap) {
        return new Profile(name, serverWarmupSeconds, warmupMinSeconds, warmupCapSeconds, bucketSeconds,
                convergenceWindows, convergencePercent, runs, runSeconds, forks, defaultThreads, roundSettleSeconds,
                roundCap != null ? roundCap : maxRounds, precision != null ? precision : precisionPercent);
    }

    /** The rounds a workload gets at least: {@link #MIN_ROUNDS}, never more than the cap. */
    public int minRounds() {
        return Math.min(MIN_ROUNDS, maxRounds);
    }

    /** A workload run's warm-up to steady state, followed by {@code measuredSeconds} of measured windows. */
    public SteadyStateWatch steadyStateWatch(double measuredSeconds) {
        return new SteadyStateWatch(bucketSeconds, effectiveWarmupMinSeconds(), warmupCapSeconds,
                new Convergence(convergenceWindows, convergencePercent, bucketSeconds), measuredSeconds, TAIL_SECONDS);
    }

    /** The server's warm-up pass goes on while its throughput still rises by this much a minute. */
    public static final double SERVER_WARMUP_PERCENT_PER_MINUTE = 2;

    /** The server's warm-up pass ends at this length even if the server is still getting faster. */
    public int serverWarmupCapSeconds() {
        return serverWarmupCapSeconds(serverWarmupSeconds);
    }

    /** The cap of a server warm-up pass of at least {@code minSeconds}. */
    public static int serverWarmupCapSeconds(int minSeconds) {
        return 4 * minSeconds;
    }

    /**
     * The steady-state test of the server's warm-up pass: 5-s buckets over two minutes (over the minimum, if
     * shorter), or 1-s ones for a pass shorter than a minute.
     */
    public ServerWarmupWatch serverWarmupWatch() {
        int bucket = serverWarmupSeconds >= 60 ? 5 : 1;
        return new ServerWarmupWatch(bucket, serverWarmupSeconds, Math.min(SERVER_WARMUP_TREND_SECONDS,
                serverWarmupSeconds), SERVER_WARMUP_PERCENT_PER_MINUTE);
    }

    /** The server's warm-up pass judges its trend over at most this long. */
    public static final int SERVER_WARMUP_TREND_SECONDS = 120;

    /** The minimum warm-up, never beyond the cap. */
    public int effectiveWarmupMinSeconds() {
        return Math.min(warmupMinSeconds, warmupCapSeconds);
    }

    public int measuredSeconds() {
        return runs * runSeconds;
    }

    /** The longest a workload's driver run may take: a warm-up at its cap, the measured windows and the tail. */
    public int maxDriverSeconds() {
        return warmupCapSeconds + measuredSeconds() + TAIL_SECONDS + 2;
    }

    /** Seconds one workload is expected to take, for the progress estimate. */
    public int expectedSecondsPerWorkload() {
        return (effectiveWarmupMinSeconds() + warmupCapSeconds) / 2 + measuredSeconds() + TAIL_SECONDS;
    }
}
