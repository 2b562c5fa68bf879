package io.daytrader.bench.measure;

import java.util.List;

/**
 * The live steady-state detector of one driver run. Successful requests are counted per bucket of
 * {@code bucketSeconds} by the time they ended, from the start of the first request. Once the warm-up has
 * converged (see {@link Convergence}), no earlier than {@code minWarmupSeconds}, or at {@code capSeconds} when it
 * has not (then the run is not steady), the measured windows follow: the run is done when
 * {@code measuredSeconds} + {@code tailSeconds} of requests after the warm-up have been seen.
 */
public final class SteadyStateWatch implements WarmupControl {

    /** JMeter's threads write their samples in nearly, not exactly, the order they end. */
    static final long SKEW_MILLIS = 250;

    private final double bucketSeconds;
    private final int minBuckets;
    private final int capBuckets;
    private final Convergence convergence;
    private final double measuredSeconds;
    private final double tailSeconds;
    private final SuccessRateBuckets buckets;
    private Double warmupSeconds;
    private boolean steady;

    public SteadyStateWatch(double bucketSeconds, double minWarmupSeconds, double capSeconds, Convergence convergence,
                            double measuredSeconds, double tailSeconds) {
        this.bucketSeconds = bucketSeconds;
        this.buckets = new SuccessRateBuckets(bucketSeconds);
        this.minBuckets = (int) Math.ceil(minWarmupSeconds / bucketSeconds);
        this.capBuckets = Math.max(minBuckets, (int) Math.floor(capSeconds / bucketSeconds));
        this.convergence = convergence;
        this.measuredSeconds = measuredSeconds;
        this.tailSeconds = tailSeconds;
    }

    @Override
    public void accept(List<Sample> samples) {
        if (warmupSeconds != null) {
            buckets.track(samples);
            return;
        }
        buckets.add(samples);
        if (!buckets.started()) {
            return;
        }
        List<Double> rates = buckets.complete();
        int end = convergence.warmupEnd(rates.subList(0, Math.min(rates.size(), capBuckets)), minBuckets);
        if (end >= 0) {
            warmupSeconds = end * bucketSeconds;
            steady = true;
        } else if (rates.size() >= capBuckets) {
            warmupSeconds = capBuckets * bucketSeconds;
        }
    }

    @Override
    public boolean done() {
        return warmupSeconds != null
                && buckets.elapsedMillis() >= (warmupSeconds + measuredSeconds + tailSeconds) * 1000;
    }

    @Override
    public Double warmupSeconds() {
        return warmupSeconds;
    }

    @Override
    public boolean steady() {
        return steady;
    }
}
