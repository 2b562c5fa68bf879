package io.daytrader.bench.compare;

import java.util.ArrayList;
import java.util.List;

/**
 * The geometric mean of a target's paired ratios over a set of workloads, with a 95 % interval that carries each
 * row's own uncertainty through (the mean of the log ratios has the variance sum(se^2) / k^2; Welch-Satterthwaite
 * degrees of freedom). It says how well this run knows the mean over these workloads, not how the workloads differ.
 */
public final class GeometricMean {

    private final List<PairedChange> changes = new ArrayList<>();

    public void add(PairedChange change) {
        changes.add(change);
    }

    public int count() {
        return changes.size();
    }

    /** Null without a row. */
    public PairedChange combined() {
        if (changes.isEmpty()) {
            return null;
        }
        int k = changes.size();
        double mean = changes.stream().mapToDouble(PairedChange::logRatio).average().orElseThrow();
        double sumOfVariances = changes.stream().mapToDouble(c -> c.standardError() * c.standardError()).sum();
        double denominator = changes.stream().mapToDouble(c -> Math.pow(c.standardError(), 4) / c.degreesOfFreedom())
                .sum();
        double df = denominator == 0 ? changes.stream().mapToDouble(PairedChange::degreesOfFreedom).sum()
                : Math.max(1, sumOfVariances * sumOfVariances / denominator);
        return new PairedChange(mean, Math.sqrt(sumOfVariances) / k, df,
                changes.stream().mapToInt(PairedChange::rounds).sum(),
                changes.stream().mapToInt(PairedChange::launches).max().orElse(1),
                "Welch-Satterthwaite t over " + k + " rows' own errors");
    }
}
