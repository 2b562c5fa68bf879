package io.daytrader.bench.compare;

import io.daytrader.bench.measure.TrimmedMean;
import org.apache.commons.math3.distribution.FDistribution;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The change of a target against the baseline from duet windows whose launches were crossed: in a window one launch
 * of each was loaded at once, and over a crossing every launch of the baseline met every launch of the target. A
 * window's log ratio is the change, plus what each of the two launches adds on its own (a JVM starts with its own JIT
 * and heap layout), plus what that pair and that window add. The estimate is the mean of the cells (a cell: one pair
 * of launches, the mean of its windows); its variance comes from the two-factor random-effects ANOVA of the cells
 * without replication: var = (MS_baseline + MS_target - MS_residual) / (a b) for a x b launches, with Satterthwaite
 * degrees of freedom, never below MS_residual / (a b). A launch factor whose F test against the residual has a
 * p-value above {@value #POOLING_LEVEL} is pooled into the residual (Bancroft's preliminary test): where launches
 * agree, the two or three degrees of freedom of their mean square would make the interval several times wider than
 * the windows warrant. The level is high because a launch factor of three launches has two degrees of freedom, so
 * its test misses real launch effects often; at 0.25 a missed one made null rows' p-values too small (a simulated
 * false-discovery rate of 5-8 %), at 0.4 CrossedLaunchesTest's simulation holds the 95 % intervals' coverage within
 * 93-97 % where launches differ by 1-3 % and the false-discovery rate below 5 %, at the price of intervals a little
 * too wide (97-98 %) where launches do not differ. One launch on each side: the 20 % trimmed mean of the windows ({@link TrimmedMean}),
 * whose interval holds the windows' noise only.
 */
public final class CrossedLaunches {

    /** A launch factor is pooled into the residual when its F test's p-value is above this. */
    public static final double POOLING_LEVEL = 0.4;
    /** How a test says the interval holds launch effects, and that launches agree on both sides. */
    static final String LAUNCH_EFFECTS = "launch effects in the interval";
    public static final String LAUNCHES_AGREE = "launches agree on both sides";

    /** One duet window: the launches (from 1) of baseline and target loaded in it, and the log of their ratio. */
    public record Window(int baselineLaunch, int targetLaunch, double logRatio) {
    }

    private CrossedLaunches() {
    }

    /**
     * Whether the ANOVA keeps a launch factor (its F test against the residual has a p-value of at most
     * {@link #POOLING_LEVEL}): then the interval holds what the launches add, which more windows do not narrow.
     */
    public static boolean launchEffectsFound(List<Window> windows) {
        PairedChange change = estimate(windows);
        return change != null && change.test().contains(LAUNCH_EFFECTS);
    }

    /**
     * Null when the windows cannot give an interval (fewer than two, or one cell of one window). Launches that met
     * in fixed pairs (each launch of one side only ever with the same launch of the other: two targets after the
     * baseline in one duet) are not crossed; each pair is then a replicate, and the pairs' spread holds both sides'
     * launch effects ({@link PairedChange#of}).
     */
    public static PairedChange estimate(List<Window> windows) {
        Map<Integer, List<Double>> pairs = fixedPairs(windows);
        if (pairs != null) {
            PairedChange change = PairedChange.of(pairs.values().stream()
                    .map(p -> p.stream().mapToDouble(Double::doubleValue).toArray()).toList());
            return change == null ? null : new PairedChange(change.logRatio(), change.standardError(),
                    change.degreesOfFreedom(), change.rounds(), change.launches(), "t test over " + pairs.size()
                    + " fixed pairs of launches (each met only one launch of the other side; launch effects in the"
                    + " pairs' spread)");
        }
        Map<Integer, Map<Integer, List<Double>>> cells = completeGrid(windows);
        List<Integer> rows = new ArrayList<>(cells.keySet());
        List<Integer> columns = rows.isEmpty() ? List.of() : new ArrayList<>(cells.get(rows.get(0)).keySet());
        int a = rows.size();
        int b = columns.size();
        int count = cells.values().stream().flatMap(r -> r.values().stream()).mapToInt(List::size).sum();
        if (a == 0 || count < 2) {
            return null;
        }
        if (a == 1 && b == 1) {
            double[] values = cells.get(rows.get(0)).get(columns.get(0)).stream().mapToDouble(Double::doubleValue)
                    .toArray();
            TrimmedMean mean = TrimmedMean.of(values);
            return new PairedChange(mean.estimate(), mean.standardError(), Math.max(1, mean.degreesOfFreedom()), count,
                    1, "trimmed-mean t test over the windows of one launch each (launch-to-launch variance not in it)");
        }
        double[][] m = new double[a][b];
        for (int i = 0; i < a; i++) {
            for (int j = 0; j < b; j++) {
                m[i][j] = cells.get(rows.get(i)).get(columns.get(j)).stream().mapToDouble(Double::doubleValue)
                        .average().orElseThrow();
            }
        }
        return anova(m, count);
    }

    /** The two-factor ANOVA of the cell means {@code m} (rows: the baseline's launches, columns: the target's). */
    static PairedChange anova(double[][] m, int windows) {
        int a = m.length;
        int b = m[0].length;
        double grand = 0;
        double[] rowMeans = new double[a];
        double[] columnMeans = new double[b];
        for (int i = 0; i < a; i++) {
            for (int j = 0; j < b; j++) {
                grand += m[i][j] / (a * b);
                rowMeans[i] += m[i][j] / b;
                columnMeans[j] += m[i][j] / a;
            }
        }
        double ssRows = 0;
        for (double r : rowMeans) {
            ssRows += b * (r - grand) * (r - grand);
        }
        double ssColumns = 0;
        for (double c : columnMeans) {
            ssColumns += a * (c - grand) * (c - grand);
        }
        double ssResidual = 0;
        for (int i = 0; i < a; i++) {
            for (int j = 0; j < b; j++) {
                double r = m[i][j] - rowMeans[i] - columnMeans[j] + grand;
                ssResidual += r * r;
            }
        }
        String launches = a + " x " + b + " crossed launches";
        if (a == 1 || b == 1) {
            MeanSquare single = new MeanSquare(a == 1 ? ssColumns : ssRows, a * b - 1);
            return change(grand, List.of(single), List.of(), a * b, windows, Math.max(a, b),
                    "t test over " + launches + " (one side's only launch adds what it adds to the change unseen)");
        }
        MeanSquare baseline = new MeanSquare(ssRows, a - 1);
        MeanSquare target = new MeanSquare(ssColumns, b - 1);
        MeanSquare residual = new MeanSquare(ssResidual, (a - 1) * (b - 1));
        boolean keepBaseline = residual.value() == 0 || baseline.pValueAgainst(residual) <= POOLING_LEVEL;
        boolean keepTarget = residual.value() == 0 || target.pValueAgainst(residual) <= POOLING_LEVEL;
        MeanSquare pooled = residual;
        if (!keepBaseline) {
            pooled = pooled.plus(baseline);
        }
        if (!keepTarget) {
            pooled = pooled.plus(target);
        }
        List<MeanSquare> added = new ArrayList<>();
        if (keepBaseline) {
            added.add(baseline);
        }
        if (keepTarget) {
            added.add(target);
        }
        String which = keepBaseline && keepTarget ? "both sides' " + LAUNCH_EFFECTS
                : keepBaseline ? "the baseline's " + LAUNCH_EFFECTS + "; the target's launches agree (pooled)"
                : keepTarget ? "the target's " + LAUNCH_EFFECTS + "; the baseline's launches agree (pooled)"
                : LAUNCHES_AGREE + " (pooled): the interval holds the pairs' and windows' noise";
        String test = "t test over " + launches + ", " + which;
        if (added.isEmpty()) {
            return change(grand, List.of(pooled), List.of(), a * b, windows, Math.min(a, b), test);
        }
        List<MeanSquare> subtracted = added.size() == 2 ? List.of(pooled) : List.of();
        double sum = added.stream().mapToDouble(MeanSquare::value).sum()
                - subtracted.stream().mapToDouble(MeanSquare::value).sum();
        if (sum < pooled.value()) {
            return change(grand, List.of(pooled), List.of(), a * b, windows, Math.min(a, b), test);
        }
        return change(grand, added, subtracted, a * b, windows, Math.min(a, b), test);
    }

    /** The estimate with variance (sum of {@code added} - sum of {@code subtracted}) / cells, Satterthwaite df. */
    private static PairedChange change(double estimate, List<MeanSquare> added, List<MeanSquare> subtracted,
                                       int cells, int windows, int launches, String test) {
        double sum = added.stream().mapToDouble(MeanSquare::value).sum()
                - subtracted.stream().mapToDouble(MeanSquare::value).sum();
        double denominator = added.stream().mapToDouble(MeanSquare::satterthwaiteTerm).sum()
                + subtracted.stream().mapToDouble(MeanSquare::satterthwaiteTerm).sum();
        double df = denominator == 0 ? added.stream().mapToDouble(MeanSquare::degreesOfFreedom).sum()
                : sum * sum / denominator;
        return new PairedChange(estimate, Math.sqrt(sum / cells), Math.max(1, df), windows, launches, test);
    }

    /** A mean square with its degrees of freedom. */
    record MeanSquare(double sumOfSquares, int degreesOfFreedom) {

        double value() {
            return sumOfSquares / degreesOfFreedom;
        }

        MeanSquare plus(MeanSquare other) {
            return new MeanSquare(sumOfSquares + other.sumOfSquares, degreesOfFreedom + other.degreesOfFreedom);
        }

        /** The p-value of the F test of this mean square against {@code error}. */
        double pValueAgainst(MeanSquare error) {
            double f = value() / error.value();
            return 1 - new FDistribution(degreesOfFreedom, error.degreesOfFreedom).cumulativeProbability(f);
        }

        double satterthwaiteTerm() {
            return value() * value() / degreesOfFreedom;
        }
    }

    /**
     * The windows by cell (baseline launch, then target launch), over the largest set of launches whose every pair
     * has a window: a launch that misses a pair (it failed, or a window measured nothing) is left out, the one that
     * misses most first.
     */
    /** The windows by baseline launch when at least two launches of each side met in fixed pairs; else null. */
    static Map<Integer, List<Double>> fixedPairs(List<Window> windows) {
        Map<Integer, Integer> partnerOfBaseline = new TreeMap<>();
        Map<Integer, Integer> partnerOfTarget = new TreeMap<>();
        Map<Integer, List<Double>> pairs = new TreeMap<>();
        for (Window w : windows) {
            if (!partnerOfBaseline.computeIfAbsent(w.baselineLaunch(), i -> w.targetLaunch()).equals(w.targetLaunch())
                    || !partnerOfTarget.computeIfAbsent(w.targetLaunch(), j -> w.baselineLaunch())
                    .equals(w.baselineLaunch())) {
                return null;
            }
            pairs.computeIfAbsent(w.baselineLaunch(), i -> new ArrayList<>()).add(w.logRatio());
        }
        return pairs.size() >= 2 ? pairs : null;
    }

    static Map<Integer, Map<Integer, List<Double>>> completeGrid(List<Window> windows) {
        Map<Integer, Map<Integer, List<Double>>> cells = new TreeMap<>();
        for (Window w : windows) {
            cells.computeIfAbsent(w.baselineLaunch(), i -> new TreeMap<>())
                    .computeIfAbsent(w.targetLaunch(), j -> new ArrayList<>()).add(w.logRatio());
        }
        TreeSet<Integer> rows = new TreeSet<>(cells.keySet());
        TreeSet<Integer> columns = new TreeSet<>();
        cells.values().forEach(r -> columns.addAll(r.keySet()));
        while (!rows.isEmpty() && !columns.isEmpty()) {
            int worstRow = -1;
            int worstRowMissing = 0;
            for (int i : rows) {
                int missing = (int) columns.stream().filter(j -> !cells.get(i).containsKey(j)).count();
                if (missing > worstRowMissing) {
                    worstRow = i;
                    worstRowMissing = missing;
                }
            }
            int worstColumn = -1;
            int worstColumnMissing = 0;
            for (int j : columns) {
                int missing = (int) rows.stream().filter(i -> !cells.get(i).containsKey(j)).count();
                if (missing > worstColumnMissing) {
                    worstColumn = j;
                    worstColumnMissing = missing;
                }
            }
            if (worstRow < 0 && worstColumn < 0) {
                break;
            }
            if (worstRowMissing >= worstColumnMissing) {
                rows.remove(worstRow);
            } else {
                columns.remove(worstColumn);
            }
        }
        Map<Integer, Map<Integer, List<Double>>> grid = new TreeMap<>();
        for (int i : rows) {
            for (int j : columns) {
                grid.computeIfAbsent(i, r -> new TreeMap<>()).put(j, cells.get(i).get(j));
            }
        }
        return grid;
    }
}
