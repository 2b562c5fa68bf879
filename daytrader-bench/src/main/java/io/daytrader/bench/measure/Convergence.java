package io.daytrader.bench.measure;

import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.regression.SimpleRegression;

import java.util.List;

/**
 * When a warm-up has converged: the throughput of the last {@code windows} buckets and of the {@code windows}
 * buckets before them agree within {@code tolerancePercent} of their mean, and the least-squares trend over those
 * 2 x {@code windows} buckets moves the rate by less than {@code tolerancePercent} over their span. A rising JIT
 * curve fails the trend test even when two neighbouring windows happen to agree. A slow workload's counts are
 * noisy by nature (a Poisson count of n varies by sqrt(n)); the tolerance is never below two standard errors of
 * the difference of the two means, so a rate too low to tell 5 % from noise is judged by what can be told.
 */
public record Convergence(int windows, double tolerancePercent, double bucketSeconds) {

    /**
     * The first bucket count n >= {@code minBuckets} after which the buckets [0, n) hold a converged warm-up, or
     * -1 when none does yet.
     */
    public int warmupEnd(List<Double> buckets, int minBuckets) {
        for (int n = Math.max(minBuckets, 2 * windows); n <= buckets.size(); n++) {
            if (convergedAt(buckets, n)) {
                return n;
            }
        }
        return -1;
    }

    boolean convergedAt(List<Double> buckets, int n) {
        double[] last = values(buckets, n - windows, n);
        double[] before = values(buckets, n - 2 * windows, n - windows);
        double mean = (StatUtils.mean(last) + StatUtils.mean(before)) / 2;
        if (mean <= 0) {
            return false;
        }
        double countPerBucket = mean * bucketSeconds;
        double noisePercent = 2 * Math.sqrt(2.0 / (windows * countPerBucket)) * 100;
        double tolerance = Math.max(tolerancePercent, noisePercent) / 100 * mean;
        if (Math.abs(StatUtils.mean(last) - StatUtils.mean(before)) > tolerance) {
            return false;
        }
        SimpleRegression trend = new SimpleRegression();
        for (int i = n - 2 * windows; i < n; i++) {
            trend.addData(i, buckets.get(i));
        }
        return Math.abs(trend.getSlope() * 2 * windows) <= tolerance;
    }

    private static double[] values(List<Double> buckets, int from, int to) {
        return buckets.subList(from, to).stream().mapToDouble(Double::doubleValue).toArray();
    }
}
