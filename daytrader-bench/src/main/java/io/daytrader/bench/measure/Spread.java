package io.daytrader.bench.measure;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.List;
import java.util.Objects;

/** Median, min, max and spread ((max - min) / median, in percent) of the runs' values. */
public record Spread(double median, double min, double max, double spreadPercent) {

    public static Spread of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        double[] array = values.stream().mapToDouble(Double::doubleValue).toArray();
        double median = median(array);
        double min = java.util.Arrays.stream(array).min().orElseThrow();
        double max = java.util.Arrays.stream(array).max().orElseThrow();
        return new Spread(median, min, max, median == 0 ? 0 : (max - min) / median * 100);
    }

    public static double median(double[] values) {
        return new Median().evaluate(values);
    }

    public static Double medianOrNull(List<Double> values) {
        double[] present = values.stream().filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray();
        return present.length == 0 ? null : median(present);
    }
}
