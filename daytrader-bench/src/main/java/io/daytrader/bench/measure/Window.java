package io.daytrader.bench.measure;

/** A measured window of one JMeter invocation: [offset, offset + length) seconds after its first request started. */
public record Window(double offsetSeconds, double lengthSeconds) {

    public long fromMillis(long origin) {
        return origin + Math.round(offsetSeconds * 1000);
    }

    public long toMillis(long origin) {
        return origin + Math.round((offsetSeconds + lengthSeconds) * 1000);
    }
}
