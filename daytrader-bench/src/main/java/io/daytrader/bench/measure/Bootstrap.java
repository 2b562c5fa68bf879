package io.daytrader.bench.measure;

import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;

import java.util.List;

/**
 * Confidence intervals by the bootstrap over the two levels of a measurement: launches (forks) of the server, and
 * the measured windows of each launch. A resample draws launches with replacement, then windows with replacement
 * within each drawn launch. The figure of a workload is the median over launches of each launch's median window.
 * The generator has a fixed seed, so a report reproduces from its results file.
 */
public final class Bootstrap {

    public static final int RESAMPLES = 2000;
    private static final long SEED = 20240611L;

    /** A confidence interval; {@code low} and {@code high} bound it. */
    public record Interval(double low, double high) {

        public boolean excludesZero() {
            return low > 0 || high < 0;
        }
    }

    private Bootstrap() {
    }

    /** The figure: median over launches of the median of each launch's windows. */
    public static double figure(List<double[]> launches) {
        return Spread.median(launches.stream().mapToDouble(Spread::median).toArray());
    }

    /** The 95 % interval of the figure. */
    public static Interval figureInterval(List<double[]> launches) {
        RandomGenerator random = new Well19937c(SEED);
        double[] figures = new double[RESAMPLES];
        for (int i = 0; i < RESAMPLES; i++) {
            figures[i] = figure(resample(launches, random));
        }
        return interval(figures);
    }

    /**
     * The 95 % interval of the change of {@code other} against {@code baseline}, in percent of the baseline's
     * figure; null when a resampled baseline figure is zero.
     */
    public static Interval changeInterval(List<double[]> baseline, List<double[]> other) {
        RandomGenerator random = new Well19937c(SEED);
        double[] changes = new double[RESAMPLES];
        for (int i = 0; i < RESAMPLES; i++) {
            double base = figure(resample(baseline, random));
            if (base == 0) {
                return null;
            }
            changes[i] = (figure(resample(other, random)) / base - 1) * 100;
        }
        return interval(changes);
    }

    private static List<double[]> resample(List<double[]> launches, RandomGenerator random) {
        double[][] drawn = new double[launches.size()][];
        for (int l = 0; l < drawn.length; l++) {
            double[] windows = launches.get(random.nextInt(launches.size()));
            double[] copy = new double[windows.length];
            for (int w = 0; w < copy.length; w++) {
                copy[w] = windows[random.nextInt(windows.length)];
            }
            drawn[l] = copy;
        }
        return List.of(drawn);
    }

    private static Interval interval(double[] values) {
        Percentile percentile = new Percentile();
        percentile.setData(values);
        return new Interval(percentile.evaluate(2.5), percentile.evaluate(97.5));
    }
}
