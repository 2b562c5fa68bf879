package io.daytrader.bench.compare;

import java.util.Arrays;

/**
 * Benjamini-Hochberg: which of many tests to call, so that of the changes a sweep calls, no more than
 * {@code rate} are expected to be false (a sweep of 50 identical rows would call two or three at 5 % each).
 */
public final class FalseDiscovery {

    public static final double RATE = 0.05;

    private FalseDiscovery() {
    }

    /** The largest p-value still called at false-discovery rate {@code rate}; -1 when none is. */
    public static double threshold(double[] pValues, double rate) {
        double[] sorted = pValues.clone();
        Arrays.sort(sorted);
        int m = sorted.length;
        for (int k = m; k >= 1; k--) {
            if (sorted[k - 1] <= rate * k / m) {
                return sorted[k - 1];
            }
        }
        return -1;
    }
}
