package io.daytrader.bench.measure;

import java.util.Arrays;
import java.util.List;

/** Median, min, max and spread ((max - min) / median, in percent) of the runs' values. */
public record Spread(double median, double min, double max, double spreadPercent) {

    public static Spread of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        double min = sorted[0];
        double max = sorted[n - 1];
        double spread = median == 0 ? 0 : (max - min) / median * 100;
        return new Spread(median, min, max, spread);
    }

    public static Double medianOrNull(List<Double> values) {
        double[] present = values.stream().filter(v -> v != null).mapToDouble(Double::doubleValue).toArray();
        return present.length == 0 ? null : of(Arrays.stream(present).boxed().toList()).median();
    }
}
