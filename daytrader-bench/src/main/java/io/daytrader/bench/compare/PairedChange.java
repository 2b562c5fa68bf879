package io.daytrader.bench.compare;

import io.daytrader.bench.measure.TrimmedMean;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.List;

/**
 * The change of a target against the baseline from paired measurements: in each round both were measured one after
 * the other, so the log of their ratio in that round is free of what the machine did over minutes. Per launch, the
 * 20 % trimmed mean of the rounds' log ratios ({@link TrimmedMean}); over launches, the mean of the launches'
 * estimates, whose standard error is the larger of the one the launches' spread gives (launch-to-launch variance
 * included, launches - 1 degrees of freedom) and the one the rounds give; so a single launch holds only the rounds'
 * noise, and several launches never claim to know more than their rounds do. The ratio is the target's figure over
 * the baseline's as a speed (above 1: the target is better), with its 95 % interval; {@link #pValue()} is the
 * two-sided t test of "no change".
 */
public record PairedChange(double logRatio, double standardError, int degreesOfFreedom, int rounds, int launches) {

    static final double CONFIDENCE = 0.95;

    /** Null when no launch has two rounds. */
    public static PairedChange of(List<double[]> logRatiosByLaunch) {
        List<TrimmedMean> launches = logRatiosByLaunch.stream().filter(r -> r.length >= 2).map(TrimmedMean::of).toList();
        if (launches.isEmpty()) {
            return null;
        }
        int k = launches.size();
        double estimate = launches.stream().mapToDouble(TrimmedMean::estimate).average().orElseThrow();
        double variance = launches.stream().mapToDouble(l -> l.standardError() * l.standardError()).sum()
                / ((double) k * k);
        int df = launches.stream().mapToInt(TrimmedMean::degreesOfFreedom).sum();
        if (k >= 2) {
            double between = launches.stream().mapToDouble(l -> (l.estimate() - estimate) * (l.estimate() - estimate))
                    .sum() / (k - 1) / k;
            if (between > variance) {
                variance = between;
                df = k - 1;
            }
        }
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
