package io.daytrader.bench.measure;

/**
 * One request as JMeter recorded it: start (epoch ms), elapsed ms, success, whether it failed by a timeout, the
 * label of its sampler, the JMeter engine that sent it (null when JMeter ran locally), and its lane in a run of
 * several lanes (null otherwise).
 */
public record Sample(long startMillis, long elapsedMillis, boolean success, boolean timeout, String label,
                     String engine, Integer lane) {

    public Sample(long startMillis, long elapsedMillis, boolean success, boolean timeout, String label, String engine) {
        this(startMillis, elapsedMillis, success, timeout, label, engine, null);
    }

    public Sample(long startMillis, long elapsedMillis, boolean success, String label) {
        this(startMillis, elapsedMillis, success, false, label, null);
    }

    public long endMillis() {
        return startMillis + elapsedMillis;
    }
}
