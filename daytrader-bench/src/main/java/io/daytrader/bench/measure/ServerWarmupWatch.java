package io.daytrader.bench.measure;

import org.apache.commons.math3.stat.regression.SimpleRegression;

import java.util.List;

/**
 * Ends the server's warm-up pass once its throughput has stopped rising. Successful requests are counted per
 * bucket of {@code bucketSeconds} by the time they ended; after at least {@code minSeconds}, the pass is settled
 * when the least-squares trend of the last {@code trendSeconds} of buckets rises by less than
 * {@code percentPerMinute} of their mean per minute, and so does the trend of the last half of them. A JIT that
 * still speeds the server up by a few percent a minute looks flat over the seconds a workload's own convergence
 * test sees; over minutes it does not. The whole window keeps a plateau between two climbs from passing for the
 * end of the curve; its last half keeps a climb that has just begun from hiding behind the flat part before it.
 * Where the counts are too few to tell such a trend from counting noise, two standard errors of the slope that
 * counting noise alone would give are the bar instead (never the residuals' error: a drifting machine inflates it
 * until any trend passes). A falling rate is not warm-up and does not hold the pass back. The driver's duration is
 * the cap.
 */
public final class ServerWarmupWatch implements RunControl {

    private final double bucketSeconds;
    private final int minBuckets;
    private final int trendBuckets;
    private final int halfBuckets;
    private final double percentPerMinute;
    private final SuccessRateBuckets rates;
    private Double settledSeconds;
    private double trend = Double.NaN;
    private double bar = Double.NaN;

    public ServerWarmupWatch(double bucketSeconds, double minSeconds, double trendSeconds, double percentPerMinute) {
        this.bucketSeconds = bucketSeconds;
        this.rates = new SuccessRateBuckets(bucketSeconds);
        this.trendBuckets = Math.max(3, (int) Math.round(trendSeconds / bucketSeconds));
        this.halfBuckets = Math.max(3, trendBuckets / 2);
        this.minBuckets = Math.max(trendBuckets, (int) Math.ceil(minSeconds / bucketSeconds));
        this.percentPerMinute = percentPerMinute;
    }

    @Override
    public void accept(List<Sample> samples) {
        if (settledSeconds != null) {
            return;
        }
        rates.add(samples);
        List<Double> buckets = rates.complete();
        if (buckets.size() < trendBuckets) {
            return;
        }
        Trend whole = trend(buckets, trendBuckets);
        if (whole == null) {
            trend = Double.NaN;
            return;
        }
        trend = whole.percentPerMinute();
        if (buckets.size() >= minBuckets) {
            bar = whole.barPercentPerMinute();
            if (trend <= bar && flat(trend(buckets, halfBuckets))) {
                settledSeconds = buckets.size() * bucketSeconds;
            }
        }
    }

    /** The trend of the last {@code size} buckets and the rise it may show, or null if their mean rate is 0. */
    private Trend trend(List<Double> buckets, int size) {
        List<Double> window = buckets.subList(buckets.size() - size, buckets.size());
        double mean = window.stream().mapToDouble(Double::doubleValue).average().orElse(0);
        if (mean <= 0) {
            return null;
        }
        double toPercentPerMinute = 60 / bucketSeconds / mean * 100;
        return new Trend(slope(window, buckets.size() - size) * toPercentPerMinute,
                Math.max(percentPerMinute, 2 * countingNoiseOfSlope(mean, size) * toPercentPerMinute));
    }

    private static boolean flat(Trend trend) {
        return trend != null && trend.percentPerMinute() <= trend.barPercentPerMinute();
    }

    private record Trend(double percentPerMinute, double barPercentPerMinute) {
    }

    @Override
    public boolean done() {
        return settledSeconds != null;
    }

    /** Seconds from the first request until the pass settled; null if it ran to its cap still rising. */
    public Double settledSeconds() {
        return settledSeconds;
    }

    /**
     * The trend of the last trend window, in percent of its mean per minute, for the report; NaN if the pass was
     * shorter than one trend window.
     */
    public double finalTrendPercentPerMinute() {
        return trend;
    }

    /**
     * The rise per minute the last test allowed, in percent: {@code percentPerMinute}, or more where counting noise
     * could not tell less (NaN before the minimum was reached).
     */
    public double finalBarPercentPerMinute() {
        return bar;
    }

    /**
     * The slope's standard error from counting alone over {@code size} buckets: a bucket of rate r holds a Poisson
     * count of r x bucketSeconds.
     */
    private double countingNoiseOfSlope(double mean, int size) {
        double bucketError = Math.sqrt(mean * bucketSeconds) / bucketSeconds;
        double spread = (double) size * ((double) size * size - 1) / 12;
        return bucketError / Math.sqrt(spread);
    }

    /** The least-squares slope of the window's rates per bucket, the buckets numbered from {@code first}. */
    private static double slope(List<Double> window, int first) {
        SimpleRegression regression = new SimpleRegression();
        for (int i = 0; i < window.size(); i++) {
            regression.addData(first + i, window.get(i));
        }
        return regression.getSlope();
    }
}
