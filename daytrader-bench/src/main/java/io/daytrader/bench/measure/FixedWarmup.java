package io.daytrader.bench.measure;

import java.util.List;

/**
 * A warm-up of a fixed length: for a server already warmed up on the workload, whose driver only needs its
 * connections back after another target's turn (a side-by-side sweep's later rounds). The run is done when
 * {@code measuredSeconds} + {@code tailSeconds} of requests after it have been seen.
 */
public final class FixedWarmup implements WarmupControl {

    private final double warmupSeconds;
    private final double measuredSeconds;
    private final double tailSeconds;
    private final SuccessRateBuckets clock = new SuccessRateBuckets(1);

    public FixedWarmup(double warmupSeconds, double measuredSeconds, double tailSeconds) {
        this.warmupSeconds = warmupSeconds;
        this.measuredSeconds = measuredSeconds;
        this.tailSeconds = tailSeconds;
    }

    @Override
    public void accept(List<Sample> samples) {
        clock.track(samples);
    }

    @Override
    public boolean done() {
        return clock.started() && clock.elapsedMillis() >= (warmupSeconds + measuredSeconds + tailSeconds) * 1000;
    }

    @Override
    public Double warmupSeconds() {
        return warmupSeconds;
    }

    @Override
    public boolean steady() {
        return true;
    }
}
