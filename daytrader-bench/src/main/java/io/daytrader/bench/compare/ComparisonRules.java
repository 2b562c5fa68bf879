package io.daytrader.bench.compare;

import io.daytrader.bench.report.Format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** How a comparison's changes were computed and called, in words, for the rows it holds. */
final class ComparisonRules {

    private static final String FIGURE_RULE = "on req/s where the server sets the pace and on server CPU per request "
            + "where the driver does, or a fixed rate or think time that both sides keep up with (80 %% of the offered "
            + "rate; then above zero means less CPU per request)";
    private static final String CALL_RULE = "it is called when a Benjamini-Hochberg control over the target's paired "
            + "rows at a %s false-discovery rate calls it%s. MDE: the smallest change the row's own test calls with "
            + "80 %% probability (two-sided t test at 5 %%); the interval's half-width is in the change's tooltip. Rows "
            + "with errors or a '?' are left out of the geometric mean.";
    private static final String DUET_RULE = "Duet rows (targets loaded at the same time in windows that begin and end "
            + "together, every launch of one crossed with every launch of the other): the change is the mean of the "
            + "crossing's cells (a cell: one pair of launches, the mean of its windows' log ratios), " + FIGURE_RULE
            + " (and on CPU per request where the targets together kept the server CPUs more than 80 %% busy: their "
            + "split of the CPUs is the scheduler's), with a 95 %% interval from the two-factor ANOVA of the cells, each "
            + "side's launch-to-launch variance in it where its F test shows it (p <= 0.4) and pooled with the residual "
            + "where the launches agree (Satterthwaite t); " + CALL_RULE;
    private static final String PAIRED_RULE = "Alternating rows (targets measured side by side, in shuffled rounds): "
            + "the change is the 20 %% trimmed mean of the rounds' log ratios, " + FIGURE_RULE + ", with a 95 %% "
            + "interval over rounds (with several launches, plus the launch-to-launch variance pooled over the "
            + "workloads; with one launch that variance is not in it); " + CALL_RULE;
    private static final String UNPAIRED_RULE = "Unpaired rows (targets measured one after the other, or in different "
            + "files): a change is called only when the 95 %% bootstrap interval of the change (windows x launches of "
            + "both sides) excludes zero and the change is at least %s; '?': not called, a side is not steady, stalled, "
            + "or noisy from one launch. Flagged rows are left out of the geometric mean.";
    private static final String CELLS_RULE = "n/a: the target lacks the primitive.";

    private ComparisonRules() {
    }

    static List<String> of(Comparison comparison) {
        List<String> rules = new ArrayList<>();
        if (comparison.anyPaired()) {
            rules.add(String.format(Locale.ROOT, comparison.duet() ? DUET_RULE : PAIRED_RULE,
                    Format.percent(FalseDiscovery.RATE * 100),
                    comparison.pairedThresholdPercent() == null ? ""
                            : " and it is at least " + Format.percent(comparison.pairedThresholdPercent())));
        }
        if (comparison.anyUnpaired() || !comparison.anyPaired()) {
            rules.add(String.format(Locale.ROOT, UNPAIRED_RULE, Format.percent(comparison.thresholdPercent())));
        }
        rules.add(CELLS_RULE);
        return rules;
    }
}
