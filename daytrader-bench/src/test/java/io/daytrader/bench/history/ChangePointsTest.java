package io.daytrader.bench.history;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ChangePointsTest {

    private static double[] noise(long seed, int n, double sd) {
        Random random = new Random(seed);
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = sd * random.nextGaussian();
        }
        return values;
    }

    /**
     * By hand, X = {0, 1, 2}, Y = {5, 6, 7}: the 9 distances between them sum to 45, so 2 x 45 / 9 = 10; within each
     * side the 3 pairs are 1, 2, 1, mean 4/3; the energy is 10 - 8/3 = 22/3 and Q = 3 x 3 / 6 x 22/3 = 11.
     */
    @Test
    void theDivergenceOfTwoSmallSidesIsTheHandComputedOne() {
        double[] values = {0, 1, 2, 5, 6, 7};

        assertThat(ChangePoints.divergence(values, 0, 3, 6)).isCloseTo(11.0, within(1e-12));
        assertThat(ChangePoints.bestSplit(values, 0, 6).statistic()).isCloseTo(11.0, within(1e-12));
        assertThat(ChangePoints.bestSplit(values, 0, 6).tau()).isEqualTo(3);
    }

    @Test
    void theIncrementalSearchAgreesWithTheDefinitionEverywhere() {
        double[] values = noise(3, 14, 1);
        values[9] += 4;
        double best = -Double.MAX_VALUE;
        int bestTau = -1;
        for (int tau = ChangePoints.MIN_SEGMENT; tau <= values.length - ChangePoints.MIN_SEGMENT; tau++) {
            for (int kappa = tau + ChangePoints.MIN_SEGMENT; kappa <= values.length; kappa++) {
                double q = ChangePoints.divergence(values, 0, tau, kappa);
                if (q > best) {
                    best = q;
                    bestTau = tau;
                }
            }
        }
        assertThat(ChangePoints.bestSplit(values, 0, values.length).statistic()).isCloseTo(best, within(1e-9));
        assertThat(ChangePoints.bestSplit(values, 0, values.length).tau()).isEqualTo(bestTau);
    }

    @Test
    void stepsAtKnownPlacesAreFoundThereWithTheirSizes() {
        double[] values = noise(7, 30, 0.01);
        for (int i = 10; i < 30; i++) {
            values[i] += 0.05;
        }
        for (int i = 20; i < 30; i++) {
            values[i] -= 0.08;
        }

        List<ChangePoints.ChangePoint> found = ChangePoints.find(values);

        assertThat(found).extracting(ChangePoints.ChangePoint::index).containsExactly(10, 20);
        assertThat(found.get(0).size()).isCloseTo(0.05, within(0.015));
        assertThat(found.get(1).size()).isCloseTo(-0.08, within(0.015));
        assertThat(found).allMatch(c -> c.low() < c.size() && c.size() < c.high() && c.pValue() <= 0.05);
    }

    /**
     * A step of 0.05 halfway through 20 values of sd 0.01, 200 times: found at its place nearly always, and its 95 %
     * interval holds 0.05 in about 95 % of them (somewhat fewer: the place was chosen to fit the data); below 88 %
     * would be a chance of under 0.1 % at 95 %.
     */
    @Test
    void aStepsIntervalHoldsItsSizeAsOftenAsItSays() {
        int found = 0;
        int held = 0;
        for (long seed = 1; seed <= 200; seed++) {
            double[] values = noise(seed, 20, 0.01);
            for (int i = 10; i < 20; i++) {
                values[i] += 0.05;
            }
            List<ChangePoints.ChangePoint> points = ChangePoints.find(values);
            if (points.size() == 1 && points.get(0).index() == 10) {
                found++;
                if (points.get(0).low() <= 0.05 && 0.05 <= points.get(0).high()) {
                    held++;
                }
            }
        }
        assertThat(found).isGreaterThanOrEqualTo(190);
        assertThat(held).isGreaterThanOrEqualTo((int) Math.ceil(0.88 * found));
    }

    @Test
    void aFivePercentDropAtTheSixthOfTenRunsIsFoundAtIt() {
        double[] values = noise(5, 10, 0.01);
        for (int i = 5; i < 10; i++) {
            values[i] += Math.log(0.95);
        }

        assertThat(ChangePoints.find(values)).singleElement()
                .satisfies(c -> assertThat(c.index()).isEqualTo(5));
    }

    @Test
    void aSingleOutlierIsNotAStep() {
        double[] values = noise(9, 20, 0.01);
        values[12] += 0.5;

        assertThat(ChangePoints.find(values)).isEmpty();
    }

    /**
     * Flat noisy series: the permutation test at 5 % should find a change point in about 5 % of them (somewhat more:
     * each later split is tested again); 200 series with 25 or more found would be a rate beyond 8 %, a chance of under
     * 1 % at 5 %.
     */
    @Test
    void flatNoisySeriesRarelyShowAChange() {
        int withAChange = 0;
        for (long seed = 1; seed <= 200; seed++) {
            if (!ChangePoints.find(noise(seed, 15, 0.02)).isEmpty()) {
                withAChange++;
            }
        }
        assertThat(withAChange).isLessThan(25);
    }
}
