package io.daytrader.bench.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The control of a duet's run, whose lanes load the targets at once: the bench, not the run, decides when its windows
 * begin and end, since they begin and end together in every lane. It says when every lane's requests have begun, and
 * when every lane's own warm-up to steady state has ended (where the run has one), and ends the run when
 * {@link #finish} is called.
 */
public final class DuetControl implements RunControl {

    private final List<SteadyStateWatch> warmups = new ArrayList<>();
    private final boolean[] begun;
    private volatile boolean finished;

    /** @param warmup a lane's warm-up to steady state, or null when the lanes only settle for a fixed time */
    public DuetControl(int lanes, Supplier<SteadyStateWatch> warmup) {
        begun = new boolean[lanes];
        for (int lane = 0; lane < lanes && warmup != null; lane++) {
            warmups.add(warmup.get());
        }
    }

    /** The samples of each lane (a sample of no lane, or of a lane beyond them, is left out). */
    public static List<List<Sample>> byLane(List<Sample> samples, int lanes) {
        List<List<Sample>> byLane = new ArrayList<>();
        for (int lane = 0; lane < lanes; lane++) {
            byLane.add(new ArrayList<>());
        }
        for (Sample sample : samples) {
            if (sample.lane() != null && sample.lane() < lanes) {
                byLane.get(sample.lane()).add(sample);
            }
        }
        return byLane;
    }

    @Override
    public synchronized void accept(List<Sample> samples) {
        List<List<Sample>> byLane = byLane(samples, begun.length);
        for (int lane = 0; lane < begun.length; lane++) {
            if (!byLane.get(lane).isEmpty()) {
                begun[lane] = true;
            }
            if (!warmups.isEmpty()) {
                warmups.get(lane).accept(byLane.get(lane));
            }
        }
    }

    @Override
    public boolean done() {
        return finished;
    }

    /** Whether every lane is warmed up (without a warm-up: has had requests back). */
    public synchronized boolean warmedUp() {
        for (int lane = 0; lane < begun.length; lane++) {
            if (!begun[lane] || !warmups.isEmpty() && warmups.get(lane).warmupSeconds() == null) {
                return false;
            }
        }
        return true;
    }

    /** Whether lane {@code lane}'s warm-up ended because it was steady (false: its cap); true without one. */
    public synchronized boolean steady(int lane) {
        return warmups.isEmpty() || warmups.get(lane).steady();
    }

    /** Lane {@code lane}'s warm-up from its first request, in seconds; null while it goes on or without one. */
    public synchronized Double warmupSeconds(int lane) {
        return warmups.isEmpty() ? null : warmups.get(lane).warmupSeconds();
    }

    /** Ends the run: JMeter is asked to shut down. */
    public void finish() {
        finished = true;
    }
}
