package io.daytrader.bench.compare;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CrossedLaunchesTest {

    /** A crossing's windows whose cells (baseline launch i, target launch j) hold the log ratios {@code cells[i][j]}. */
    private static List<CrossedLaunches.Window> windows(double[][] cells) {
        List<CrossedLaunches.Window> windows = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            for (int j = 0; j < cells[i].length; j++) {
                windows.add(new CrossedLaunches.Window(i + 1, j + 1, cells[i][j]));
            }
        }
        return windows;
    }

    /**
     * By hand: grand mean 0.33 / 9 = 0.036667; row means 0.02, 0.06, 0.03 and column means 0.026667, 0.056667,
     * 0.026667, so SS_baseline = 3 x (0.016667^2 + 0.023333^2 + 0.006667^2) = 0.0026 (2 df, MS 0.0013), SS_target =
     * 3 x (0.01^2 + 0.02^2 + 0.01^2) = 0.0018 (2 df, MS 0.0009), SS_residual = 0.0050 - 0.0026 - 0.0018 = 0.0006
     * (4 df, MS 0.00015). F tests: the F(2, 4) tail is (1 + F / 2)^-2, so F = 8.667 gives p = 0.0352 and F = 6 gives
     * p = 0.0625, both kept (below 0.4). Variance (0.0013 + 0.0009 - 0.00015) / 9 = 0.00022778, standard error
     * 0.015092; Satterthwaite df = 0.00205^2 / (0.0013^2 / 2 + 0.0009^2 / 2 + 0.00015^2 / 4) = 3.3469; two-sided
     * p-value of t = 2.4295 on 3.3469 df: 0.0845.
     */
    @Test
    void launchesThatDifferStayInTheIntervalWithSatterthwaiteDegreesOfFreedom() {
        PairedChange change = CrossedLaunches.estimate(windows(new double[][] {
                {0.02, 0.04, 0.00}, {0.05, 0.07, 0.06}, {0.01, 0.06, 0.02}}));

        assertThat(change.logRatio()).isCloseTo(0.036667, within(1e-6));
        assertThat(change.standardError()).isCloseTo(0.015092, within(1e-6));
        assertThat(change.degreesOfFreedom()).isCloseTo(3.3469, within(1e-4));
        assertThat(change.pValue()).isCloseTo(0.0845, within(1e-4));
        assertThat(change.rounds()).isEqualTo(9);
        assertThat(change.launches()).isEqualTo(3);
        assertThat(change.test()).contains("3 x 3 crossed launches", "both sides' launch effects in the interval");
        assertThat(CrossedLaunches.launchEffectsFound(windows(new double[][] {
                {0.02, 0.04, 0.00}, {0.05, 0.07, 0.06}, {0.01, 0.06, 0.02}}))).isTrue();
    }

    /**
     * By hand: every row and column mean is 0.02, so both launch factors have SS 0 (p = 1) and are pooled with the
     * residual, SS 4 x 0.01^2 = 0.0004 over 8 df: MS 0.00005, standard error sqrt(0.00005 / 9) = 0.0023570, t =
     * 0.02 / 0.002357 = 8.485 on 8 df.
     */
    @Test
    void launchesThatAgreeArePooledAndTheIntervalHoldsTheWindowsNoise() {
        List<CrossedLaunches.Window> windows = windows(new double[][] {
                {0.01, 0.03, 0.02}, {0.03, 0.01, 0.02}, {0.02, 0.02, 0.02}});
        PairedChange change = CrossedLaunches.estimate(windows);

        assertThat(change.logRatio()).isCloseTo(0.02, within(1e-9));
        assertThat(change.standardError()).isCloseTo(0.0023570, within(1e-7));
        assertThat(change.degreesOfFreedom()).isEqualTo(8);
        assertThat(change.pValue()).isLessThan(1e-4);
        assertThat(change.test()).contains(CrossedLaunches.LAUNCHES_AGREE);
        assertThat(CrossedLaunches.launchEffectsFound(windows)).isFalse();
    }

    @Test
    void aCellIsTheMeanOfItsWindows() {
        List<CrossedLaunches.Window> twice = new ArrayList<>(windows(new double[][] {
                {0.00, 0.02, 0.01}, {0.04, 0.06, 0.05}, {0.02, 0.04, 0.03}}));
        twice.addAll(windows(new double[][] {{0.04, 0.06, 0.05}, {0.00, 0.02, 0.01}, {0.02, 0.04, 0.03}}));

        PairedChange change = CrossedLaunches.estimate(twice);

        assertThat(change.logRatio()).isCloseTo(0.03, within(1e-9));
        assertThat(change.rounds()).isEqualTo(18);
    }

    @Test
    void aLaunchWithoutAWindowWithEveryLaunchOfTheOtherSideIsLeftOut() {
        List<CrossedLaunches.Window> windows = new ArrayList<>(windows(new double[][] {
                {0.01, 0.03}, {0.03, 0.01}}));
        windows.add(new CrossedLaunches.Window(3, 1, 0.5));

        assertThat(CrossedLaunches.completeGrid(windows)).containsOnlyKeys(1, 2);
        assertThat(CrossedLaunches.estimate(windows).logRatio()).isCloseTo(0.02, within(1e-9));
    }

    @Test
    void oneLaunchEachIsTheTrimmedMeanOfTheWindowsWithoutLaunchVariance() {
        List<CrossedLaunches.Window> windows = new ArrayList<>();
        for (double ratio : new double[] {0.90, 0.91, 0.89, 0.90, 0.905, 0.895, 0.90, 0.91, 0.5}) {
            windows.add(new CrossedLaunches.Window(1, 1, Math.log(ratio)));
        }
        PairedChange change = CrossedLaunches.estimate(windows);

        assertThat(change.ratio()).isCloseTo(0.90, within(0.003));
        assertThat(change.launches()).isEqualTo(1);
        assertThat(change.test()).contains("launch-to-launch variance not in it");
        assertThat(CrossedLaunches.estimate(windows.subList(0, 1))).isNull();
    }

    /**
     * The 95 % intervals' coverage and the false-discovery rate, simulated as this machine measures: three launches of
     * each target crossed in one crossing of nine 2-s windows; every window's throughput moves with the machine's
     * speed (a shared drift of 20 % per window, an AR(1) series over the crossing, which hits the target 2 % harder
     * than the baseline) and with its own noise (3 % per side); every launch has its own speed (launch standard
     * deviation as given). Coverage must stay within 93-97 % where launches differ by 2-3 %; where they differ by
     * less, the preliminary test keeps a launch factor two times in five and the intervals are a little conservative
     * (at most 98 %).
     */
    @Test
    void theIntervalsCoverTheTrueChangeNinetyFivePercentOfTheTime() {
        Random random = new Random(20261129);
        for (double launchSd : new double[] {0.02, 0.03}) {
            assertThat(coverage(random, launchSd, 4000)).as("coverage at a launch sd of %.1f %%", launchSd * 100)
                    .isBetween(0.93, 0.97);
        }
        for (double launchSd : new double[] {0, 0.005, 0.01}) {
            assertThat(coverage(random, launchSd, 4000)).as("coverage at a launch sd of %.1f %%", launchSd * 100)
                    .isBetween(0.93, 0.98);
        }
    }

    @Test
    void benjaminiHochbergOverOneTargetsRowsHoldsTheFalseDiscoveryRate() {
        Random random = new Random(7);
        int falseCalls = 0;
        double falseDiscoveryProportions = 0;
        int sweeps = 1000;
        for (int s = 0; s < sweeps; s++) {
            int rows = 23;
            double[] pValues = new double[rows];
            boolean[] real = new boolean[rows];
            for (int r = 0; r < rows; r++) {
                real[r] = r < 5;
                double launchSd = new double[] {0.005, 0.01, 0.02}[r % 3];
                pValues[r] = CrossedLaunches.estimate(crossing(random, real[r] ? Math.log(0.9) : 0, launchSd)).pValue();
            }
            double threshold = FalseDiscovery.threshold(pValues, FalseDiscovery.RATE);
            int called = 0;
            int calledFalsely = 0;
            for (int r = 0; r < rows; r++) {
                if (pValues[r] <= threshold) {
                    called++;
                    calledFalsely += real[r] ? 0 : 1;
                }
            }
            falseCalls += calledFalsely;
            falseDiscoveryProportions += called == 0 ? 0 : (double) calledFalsely / called;
        }
        assertThat(falseDiscoveryProportions / sweeps).as("false-discovery rate").isLessThanOrEqualTo(0.05);
        assertThat((double) falseCalls / (sweeps * 18)).as("false calls per unchanged row").isLessThanOrEqualTo(0.05);
    }

    private static double coverage(Random random, double launchSd, int draws) {
        double truth = Math.log(0.95);
        int covered = 0;
        for (int d = 0; d < draws; d++) {
            PairedChange change = CrossedLaunches.estimate(crossing(random, truth, launchSd));
            if (Math.abs(change.logRatio() - truth) <= change.logHalfWidth()) {
                covered++;
            }
        }
        return (double) covered / draws;
    }

    /** One crossing of 3 x 3 launches as the duet measures it ({@code io.daytrader.bench.run.Pairings}' order). */
    private static List<CrossedLaunches.Window> crossing(Random random, double change, double launchSd) {
        int n = 3;
        double[] baseline = new double[n];
        double[] target = new double[n];
        for (int i = 0; i < n; i++) {
            baseline[i] = launchSd * random.nextGaussian();
            target[i] = launchSd * random.nextGaussian();
        }
        List<CrossedLaunches.Window> windows = new ArrayList<>();
        double drift = 0.2 * random.nextGaussian();
        for (int k = 0; k < n * n; k++) {
            drift = 0.8 * drift + 0.6 * 0.2 * random.nextGaussian();
            int i = k % n;
            int j = (k % n + k / n) % n;
            double base = baseline[i] + drift + 0.03 * random.nextGaussian();
            double other = change + target[j] + 1.02 * drift + 0.03 * random.nextGaussian();
            windows.add(new CrossedLaunches.Window(i + 1, j + 1, other - base));
        }
        return windows;
    }

    /** Launches met in fixed pairs (1-1, 2-2, 3-3): each pair a replicate; by hand, the pairs' means 0.02, 0.06, 0.03. */
    @Test
    void launchesMetInFixedPairsAreReplicatesNotACrossing() {
        List<CrossedLaunches.Window> windows = List.of(new CrossedLaunches.Window(1, 1, 0.01),
                new CrossedLaunches.Window(1, 1, 0.03), new CrossedLaunches.Window(2, 2, 0.05),
                new CrossedLaunches.Window(2, 2, 0.07), new CrossedLaunches.Window(3, 3, 0.02),
                new CrossedLaunches.Window(3, 3, 0.04));

        PairedChange change = CrossedLaunches.estimate(windows);

        assertThat(change.logRatio()).isCloseTo(0.036667, within(1e-6));
        assertThat(change.launches()).isEqualTo(3);
        assertThat(change.test()).contains("3 fixed pairs of launches");
        assertThat(CrossedLaunches.fixedPairs(windows.subList(0, 2))).as("one pair is no replicate").isNull();
        assertThat(CrossedLaunches.fixedPairs(List.of(new CrossedLaunches.Window(1, 1, 0.0),
                new CrossedLaunches.Window(1, 2, 0.0)))).as("a crossing").isNull();
    }
}
