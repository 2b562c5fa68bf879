package io.daytrader.bench.measure;

/**
 * One request as JMeter recorded it: start (epoch ms), elapsed ms, success, whether it failed by a timeout, the
 * label of its sampler, and the JMeter engine that sent it (null when JMeter ran locally).
 */
public record Sample(long startMillis, long elapsedMillis, boolean success, boolean timeout, String label,
                     String engine) {

    public Sample(long startMillis, long elapsedMillis, boolean success, String label) {
        this(startMillis, elapsedMillis, success, false, label, null);
    }

    public long endMillis() {
        return startMillis + elapsedMillis;
    }
}
