package io.daytrader.bench.plan;

import io.daytrader.bench.measure.Window;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The measurement protocol of a sweep.
 * <ul>
 *   <li>quick (the default): per workload one driver run: warm-up, then the measured runs back to back as
 *   consecutive windows of the same run, so the whole default sweep takes minutes;</li>
 *   <li>full (the classic practice): a warm-up run, then each measured run as its own driver run, with pauses
 *   between them so the server settles.</li>
 * </ul>
 * Reset trade happens before every driver run.
 */
public record Profile(String name, int warmupSeconds, int runs, int runSeconds, int pauseSeconds,
                      boolean separateRuns, List<Integer> defaultThreads) {

    /** After the last measured window: requests still in flight when JMeter stops are not measured. */
    static final int TAIL_SECONDS = 1;
    /** Before the window of a separate measured run: lets the threads reach the server. */
    static final int SETTLE_SECONDS = 2;

    public static Profile named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "quick" -> new Profile("quick", 3, 3, 2, 0, false, List.of(8));
            case "full" -> new Profile("full", 180, 3, 180, 30, true, List.of(1, 8, 32));
            default -> throw new IllegalArgumentException("--profile must be quick or full, got '" + name + "'");
        };
    }

    public Profile with(Integer warmup, Integer runCount, Integer runLength, Integer pause) {
        return new Profile(name, warmup != null ? warmup : warmupSeconds, runCount != null ? runCount : runs,
                runLength != null ? runLength : runSeconds, pause != null ? pause : pauseSeconds, separateRuns,
                defaultThreads);
    }

    public List<Invocation> invocations() {
        List<Invocation> invocations = new ArrayList<>();
        if (!separateRuns) {
            List<Window> windows = new ArrayList<>();
            for (int i = 0; i < runs; i++) {
                windows.add(new Window(warmupSeconds + (double) i * runSeconds, runSeconds));
            }
            invocations.add(new Invocation(warmupSeconds + runs * runSeconds + TAIL_SECONDS, warmupSeconds, windows,
                    pauseSeconds));
            return invocations;
        }
        if (warmupSeconds > 0) {
            invocations.add(new Invocation(warmupSeconds, warmupSeconds, List.of(), pauseSeconds));
        }
        for (int i = 0; i < runs; i++) {
            invocations.add(new Invocation(SETTLE_SECONDS + runSeconds + TAIL_SECONDS, 0,
                    List.of(new Window(SETTLE_SECONDS, runSeconds)), i < runs - 1 ? pauseSeconds : 0));
        }
        return invocations;
    }

    /** Seconds one workload takes, pauses included, without the driver's start-up. */
    public int secondsPerWorkload() {
        return invocations().stream().mapToInt(i -> i.durationSeconds() + i.pauseAfterSeconds()).sum();
    }
}
