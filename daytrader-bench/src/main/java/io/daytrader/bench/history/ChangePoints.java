package io.daytrader.bench.history;

import org.apache.commons.math3.distribution.TDistribution;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Change points of a series by E-divisive means (Matteson and James, JASA 2014), the method Apache Otava builds on:
 * the split that makes the two sides' values most unlike by the energy distance (alpha = 1; over every start of the
 * second side, tau, and its end, kappa), kept only when a permutation test finds it beyond chance (the same search on
 * {@value #PERMUTATIONS} shuffles of the values within each current segment; p = (shuffles at least as extreme + 1) /
 * (shuffles + 1) at most {@value #SIGNIFICANCE}); then again within the segments, until a split is not significant.
 * Each side of a split holds at least {@value #MIN_SEGMENT} values, so a single outlier is not a step. The shuffles
 * are seeded: the same series gives the same answer. Each change point's size is the difference of the means of the
 * segments on either side, with Welch's 95 % interval.
 */
public final class ChangePoints {

    static final int MIN_SEGMENT = 3;
    static final int PERMUTATIONS = 199;
    static final double SIGNIFICANCE = 0.05;
    private static final long SEED = 20140101L;

    /** A change at {@code index} (the first value after it), of {@code size} with its interval, and its p-value. */
    public record ChangePoint(int index, double size, double low, double high, double pValue) {
    }

    private ChangePoints() {
    }

    /** The change points of {@code values}, in order. */
    public static List<ChangePoint> find(double[] values) {
        List<Integer> cuts = new ArrayList<>(List.of(0, values.length));
        List<Double> pValues = new ArrayList<>();
        List<Integer> found = new ArrayList<>();
        Random random = new Random(SEED);
        while (true) {
            Split best = bestSplit(values, cuts);
            if (best == null) {
                break;
            }
            int extreme = 0;
            for (int p = 0; p < PERMUTATIONS; p++) {
                Split shuffled = bestSplit(shuffledWithin(values, cuts, random), cuts);
                if (shuffled != null && shuffled.statistic >= best.statistic) {
                    extreme++;
                }
            }
            double pValue = (extreme + 1.0) / (PERMUTATIONS + 1.0);
            if (pValue > SIGNIFICANCE) {
                break;
            }
            found.add(best.tau);
            pValues.add(pValue);
            cuts.add(best.tau);
            cuts.sort(null);
        }
        List<ChangePoint> points = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            int tau = found.get(i);
            int at = cuts.indexOf(tau);
            points.add(sized(values, cuts.get(at - 1), tau, cuts.get(at + 1), pValues.get(i)));
        }
        points.sort((a, b) -> Integer.compare(a.index(), b.index()));
        return points;
    }

    record Split(int tau, double statistic) {
    }

    /** The most divergent split over the current segments, or null when no segment can be split. */
    private static Split bestSplit(double[] values, List<Integer> cuts) {
        Split best = null;
        for (int s = 0; s + 1 < cuts.size(); s++) {
            Split split = bestSplit(values, cuts.get(s), cuts.get(s + 1));
            if (split != null && (best == null || split.statistic > best.statistic)) {
                best = split;
            }
        }
        return best;
    }

    /**
     * Within [start, end): the tau and kappa that maximise Q = m n / (m + n) times the energy divergence; the sums
     * grow one value of Y at a time, so a segment of n values takes n^3 steps.
     */
    static Split bestSplit(double[] values, int start, int end) {
        Split best = null;
        for (int tau = start + MIN_SEGMENT; tau <= end - MIN_SEGMENT; tau++) {
            int m = tau - start;
            double withinX = pairDistanceSum(values, start, tau);
            double between = 0;
            double withinY = 0;
            for (int kappa = tau + 1; kappa <= end; kappa++) {
                double y = values[kappa - 1];
                for (int i = start; i < tau; i++) {
                    between += Math.abs(values[i] - y);
                }
                for (int j = tau; j < kappa - 1; j++) {
                    withinY += Math.abs(values[j] - y);
                }
                int n = kappa - tau;
                if (n >= MIN_SEGMENT) {
                    double energy = 2 * between / (m * (double) n) - withinX / pairs(m) - withinY / pairs(n);
                    double q = m * (double) n / (m + n) * energy;
                    if (best == null || q > best.statistic) {
                        best = new Split(tau, q);
                    }
                }
            }
        }
        return best;
    }

    /** Q(X, Y) for X = values[start, tau) and Y = values[tau, kappa), alpha = 1. */
    static double divergence(double[] values, int start, int tau, int kappa) {
        int m = tau - start;
        int n = kappa - tau;
        double between = 0;
        for (int i = start; i < tau; i++) {
            for (int j = tau; j < kappa; j++) {
                between += Math.abs(values[i] - values[j]);
            }
        }
        double energy = 2 * between / (m * (double) n) - meanPairDistance(values, start, tau)
                - meanPairDistance(values, tau, kappa);
        return m * (double) n / (m + n) * energy;
    }

    private static double meanPairDistance(double[] values, int from, int to) {
        return to - from < 2 ? 0 : pairDistanceSum(values, from, to) / pairs(to - from);
    }

    private static double pairDistanceSum(double[] values, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            for (int j = i + 1; j < to; j++) {
                sum += Math.abs(values[i] - values[j]);
            }
        }
        return sum;
    }

    private static double pairs(int count) {
        return count * (count - 1) / 2.0;
    }

    private static double[] shuffledWithin(double[] values, List<Integer> cuts, Random random) {
        double[] copy = values.clone();
        for (int s = 0; s + 1 < cuts.size(); s++) {
            for (int i = cuts.get(s + 1) - 1; i > cuts.get(s); i--) {
                int j = cuts.get(s) + random.nextInt(i - cuts.get(s) + 1);
                double swap = copy[i];
                copy[i] = copy[j];
                copy[j] = swap;
            }
        }
        return copy;
    }

    /** The change at tau between the segments [from, tau) and [tau, to): mean after minus mean before, Welch's. */
    static ChangePoint sized(double[] values, int from, int tau, int to, double pValue) {
        double[] before = Arrays.copyOfRange(values, from, tau);
        double[] after = Arrays.copyOfRange(values, tau, to);
        double meanBefore = Arrays.stream(before).average().orElseThrow();
        double meanAfter = Arrays.stream(after).average().orElseThrow();
        double vb = variance(before, meanBefore) / before.length;
        double va = variance(after, meanAfter) / after.length;
        double se = Math.sqrt(vb + va);
        double df = se == 0 ? 1 : Math.pow(vb + va, 2)
                / (vb * vb / (before.length - 1) + va * va / (after.length - 1));
        double half = new TDistribution(Math.max(1, df)).inverseCumulativeProbability(0.975) * se;
        double size = meanAfter - meanBefore;
        return new ChangePoint(tau, size, size - half, size + half, pValue);
    }

    private static double variance(double[] values, double mean) {
        return Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum() / (values.length - 1);
    }
}
