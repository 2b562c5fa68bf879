package io.daytrader.bench.measure;

import java.util.Arrays;

/**
 * A 20 % trimmed mean with its Tukey-McLaughlin standard error (the winsorized standard deviation over
 * (1 - 2 x 0.2) sqrt(n)) and n - 2g - 1 degrees of freedom, g the values trimmed at each end. On this machine a
 * burst of another process can slow one window of a round by half; a plain mean would follow it, the trimmed mean
 * does not, and its standard error stays honest about the rest (Wilcox, "Introduction to Robust Estimation and
 * Hypothesis Testing", the one-sample trimmed-mean t test).
 */
public record TrimmedMean(double estimate, double standardError, int degreesOfFreedom, int count) {

    public static final double TRIM = 0.2;

    /** Needs at least two values. */
    public static TrimmedMean of(double[] values) {
        int n = values.length;
        if (n < 2) {
            throw new IllegalArgumentException("a trimmed mean with an error needs two values or more, got " + n);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int g = (int) Math.floor(TRIM * n);
        double sum = 0;
        for (int i = g; i < n - g; i++) {
            sum += sorted[i];
        }
        double trimmed = sum / (n - 2 * g);
        double[] winsorized = new double[n];
        for (int i = 0; i < n; i++) {
            winsorized[i] = sorted[Math.min(Math.max(i, g), n - g - 1)];
        }
        double mean = Arrays.stream(winsorized).average().orElseThrow();
        double squares = Arrays.stream(winsorized).map(v -> (v - mean) * (v - mean)).sum();
        double winsorizedSd = Math.sqrt(squares / (n - 1));
        double standardError = winsorizedSd / ((1 - 2.0 * g / n) * Math.sqrt(n));
        return new TrimmedMean(trimmed, standardError, n - 2 * g - 1, n);
    }
}
