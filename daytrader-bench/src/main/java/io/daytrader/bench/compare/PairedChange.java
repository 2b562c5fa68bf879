package io.daytrader.bench.compare;

import io.daytrader.bench.measure.TrimmedMean;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.List;

/**
 * The change of a target against the baseline from paired measurements, as a t statistic: the estimate of the log
 * ratio, its standard error and degrees of freedom, and the {@code test} they come from, in words. The ratio is the
 * target's figure over the baseline's as a speed (above 1: the target is better), with its 95 % interval;
 * {@link #pValue()} is the two-sided t test of "no change" and {@link #minimumDetectablePercent()} the smallest
 * change that test calls with 80 % probability. Duet windows with crossed launches: {@link CrossedLaunches}. Rounds
 * of the alternating schedule ({@link #of}): per launch, the 20 % trimmed mean of the rounds' log ratios
 * ({@link TrimmedMean}); over launches, the mean of the launches' estimates, whose variance is the rounds' part (the
 * launches' squared standard errors over k^2) plus the launch variance component over k ({@link LaunchVariance},
 * pooled over the comparison's workloads, or from this workload alone when nothing else is known), with
 * Welch-Satterthwaite degrees of freedom. A single launch holds only the rounds' noise.
 */
public record PairedChange(double logRatio, double standardError, double degreesOfFreedom, int rounds, int launches,
                           String test) {

    static final double CONFIDENCE = 0.95;
    /** The power at which {@link #minimumDetectablePercent()} is stated. */
    public static final double POWER = 0.80;

    /** With the launch variance this workload's own launches give; null when no launch has two rounds. */
    public static PairedChange of(List<double[]> logRatiosByLaunch) {
        return of(logRatiosByLaunch, LaunchVariance.pooled(List.of(logRatiosByLaunch)));
    }

    /** With a launch variance known from more workloads; null when no launch has two rounds. */
    public static PairedChange of(List<double[]> logRatiosByLaunch, LaunchVariance launchVariance) {
        List<TrimmedMean> launches = LaunchVariance.launches(logRatiosByLaunch);
        if (launches.isEmpty()) {
            return null;
        }
        int k = launches.size();
        double estimate = launches.stream().mapToDouble(TrimmedMean::estimate).average().orElseThrow();
        double rounds = launches.stream().mapToDouble(l -> l.standardError() * l.standardError()).sum()
                / ((double) k * k);
        int roundsDf = launches.stream().mapToInt(TrimmedMean::degreesOfFreedom).sum();
        double launch = k >= 2 && launchVariance.known() ? launchVariance.variance() / k : 0;
        double variance = rounds + launch;
        double denominator = rounds * rounds / Math.max(1, roundsDf)
                + (launch == 0 ? 0 : launch * launch / launchVariance.degreesOfFreedom());
        double df = denominator == 0 ? roundsDf : variance * variance / denominator;
        String test = k == 1 ? "trimmed-mean t test over one launch's rounds (launch-to-launch variance not in it)"
                : launch == 0 ? "t test over " + k + " launches' rounds (no launch-to-launch variance found)"
                : "t test over " + k + " launches' rounds with the launch variance pooled over the workloads";
        return new PairedChange(estimate, Math.sqrt(variance), Math.max(1, df),
                launches.stream().mapToInt(TrimmedMean::count).sum(), k, test);
    }

    /** The interval's half-width in log space. */
    public double logHalfWidth() {
        return quantile(degreesOfFreedom, 1 - (1 - CONFIDENCE) / 2) * standardError;
    }

    static double quantile(double degreesOfFreedom, double probability) {
        return new TDistribution(degreesOfFreedom).inverseCumulativeProbability(probability);
    }

    public double ratio() {
        return Math.exp(logRatio);
    }

    public double low() {
        return Math.exp(logRatio - logHalfWidth());
    }

    public double high() {
        return Math.exp(logRatio + logHalfWidth());
    }

    public double pValue() {
        if (standardError == 0) {
            return logRatio == 0 ? 1 : 0;
        }
        return 2 * (1 - new TDistribution(degreesOfFreedom).cumulativeProbability(Math.abs(logRatio) / standardError));
    }

    public double changePercent() {
        return (ratio() - 1) * 100;
    }

    public double lowPercent() {
        return (low() - 1) * 100;
    }

    public double highPercent() {
        return (high() - 1) * 100;
    }

    /** The interval's half-width, in percent (of the ratio: half the interval's width). */
    public double halfWidthPercent() {
        return (high() - low()) / 2 * 100;
    }

    /**
     * The minimum detectable effect: the smallest change, in percent, that this row's two-sided t test at the 5 %
     * level calls with {@link #POWER} probability, (t(0.975, df) + t(0.80, df)) x the standard error in log space.
     */
    public double minimumDetectablePercent() {
        double log = (quantile(degreesOfFreedom, 1 - (1 - CONFIDENCE) / 2) + quantile(degreesOfFreedom, POWER))
                * standardError;
        return (Math.exp(log) - 1) * 100;
    }
}
