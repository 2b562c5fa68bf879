package io.daytrader.bench.compare;

import io.daytrader.bench.measure.TrimmedMean;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.List;

/**
 * The change of a target against the baseline from paired measurements: in each round both were measured one after
 * the other, so the log of their ratio in that round is free of what the machine did over minutes. Per launch, the
 * 20 % trimmed mean of the rounds' log ratios ({@link TrimmedMean}); over launches, the mean of the launches'
 * estimates, whose variance is the rounds' part (the launches' squared standard errors over k^2) plus the launch
 * variance component over k ({@link LaunchVariance}, pooled over the comparison's workloads, or from this workload
 * alone when nothing else is known), with Welch-Satterthwaite degrees of freedom. A single launch holds only the
 * rounds' noise. The ratio is the target's figure over the baseline's as a speed (above 1: the target is better),
 * with its 95 % interval; {@link #pValue()} is the two-sided t test of "no change".
 */
public record PairedChange(double logRatio, double standardError, int degreesOfFreedom, int rounds, int launches) {

    static final double CONFIDENCE = 0.95;

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
        int df = denominator == 0 ? roundsDf : (int) Math.floor(variance * variance / denominator);
        return new PairedChange(estimate, Math.sqrt(variance), Math.max(1, df),
                launches.stream().mapToInt(TrimmedMean::count).sum(), k);
    }

    /** The interval's half-width in log space. */
    public double logHalfWidth() {
        return quantile(degreesOfFreedom) * standardError;
    }

    static double quantile(int degreesOfFreedom) {
        return new TDistribution(degreesOfFreedom).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
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

    /** The minimum detectable effect: the interval's half-width, in percent. */
    public double minimumDetectablePercent() {
        return (high() - low()) / 2 * 100;
    }
}
