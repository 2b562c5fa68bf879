package io.daytrader.bench.measure;

/** One request as JMeter recorded it: start (epoch ms), elapsed ms, success. */
public record Sample(long startMillis, long elapsedMillis, boolean success) {

    public long endMillis() {
        return startMillis + elapsedMillis;
    }
}
