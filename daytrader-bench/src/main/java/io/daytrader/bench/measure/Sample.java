package io.daytrader.bench.measure;

/** One request as JMeter recorded it: start (epoch ms), elapsed ms, success, and the label of its sampler. */
public record Sample(long startMillis, long elapsedMillis, boolean success, String label) {

    public long endMillis() {
        return startMillis + elapsedMillis;
    }
}
