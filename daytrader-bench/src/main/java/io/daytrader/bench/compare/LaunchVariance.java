package io.daytrader.bench.compare;

import io.daytrader.bench.measure.TrimmedMean;

import java.util.List;

/**
 * How much a target's paired log ratio moves from launch to launch beyond what its rounds say: the variance
 * component of a launch (Kalibera and Jones, "Rigorous benchmarking in reasonable time", ISMM 2013), pooled over the
 * workloads of one comparison. A pair of JVMs starts with its own JIT and heap layout, so two launches of the same
 * pair differ by a few per cent on some workloads; one workload's two or three launches say little about that
 * (one or two degrees of freedom), its many workloads together say enough. Per workload with k launches, the
 * spread of the launches' estimates less the mean of their squared standard errors, weighted by k - 1; the sum of
 * the k - 1 is the estimate's degrees of freedom. Zero degrees of freedom: no workload had two launches.
 */
public record LaunchVariance(double variance, int degreesOfFreedom) {

    public static final LaunchVariance UNKNOWN = new LaunchVariance(0, 0);

    /** Pooled over the workloads' rounds, each a list of launches' log ratios (launches without two rounds are left out). */
    public static LaunchVariance pooled(List<List<double[]>> logRatiosByLaunchPerWorkload) {
        double weighted = 0;
        int df = 0;
        for (List<double[]> workload : logRatiosByLaunchPerWorkload) {
            List<TrimmedMean> launches = launches(workload);
            int k = launches.size();
            if (k < 2) {
                continue;
            }
            double mean = launches.stream().mapToDouble(TrimmedMean::estimate).average().orElseThrow();
            double spread = launches.stream().mapToDouble(l -> (l.estimate() - mean) * (l.estimate() - mean)).sum()
                    / (k - 1);
            double roundsPart = launches.stream().mapToDouble(l -> l.standardError() * l.standardError()).average()
                    .orElseThrow();
            weighted += (k - 1) * (spread - roundsPart);
            df += k - 1;
        }
        return df == 0 ? UNKNOWN : new LaunchVariance(Math.max(0, weighted / df), df);
    }

    static List<TrimmedMean> launches(List<double[]> logRatiosByLaunch) {
        return logRatiosByLaunch.stream().filter(r -> r.length >= 2).map(TrimmedMean::of).toList();
    }

    public boolean known() {
        return degreesOfFreedom > 0;
    }
}
