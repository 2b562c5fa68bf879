package io.daytrader.bench.compare;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class PairedChangeTest {

    private static double[] logs(double... ratios) {
        double[] logs = new double[ratios.length];
        for (int i = 0; i < ratios.length; i++) {
            logs[i] = Math.log(ratios[i]);
        }
        return logs;
    }

    @Test
    void roundsThatAgreeGiveANarrowIntervalAroundTheirRatio() {
        PairedChange change = PairedChange.of(List.<double[]>of(
                logs(0.90, 0.91, 0.89, 0.90, 0.905, 0.895, 0.90, 0.91)));

        assertThat(change.ratio()).isCloseTo(0.90, within(0.003));
        assertThat(change.changePercent()).isCloseTo(-10, within(0.3));
        assertThat(change.low()).isLessThan(change.ratio());
        assertThat(change.high()).isGreaterThan(change.ratio()).isLessThan(1);
        assertThat(change.halfWidthPercent()).isLessThan(1);
        assertThat(change.minimumDetectablePercent()).as("at 80 %% power").isGreaterThan(change.halfWidthPercent())
                .isLessThan(2 * change.halfWidthPercent());
        assertThat(change.pValue()).isLessThan(1e-6);
        assertThat(change.rounds()).isEqualTo(8);
        assertThat(change.launches()).isEqualTo(1);
    }

    @Test
    void noChangeHasAnIntervalAroundOneAndALargePValue() {
        PairedChange change = PairedChange.of(List.<double[]>of(logs(1.02, 0.98, 1.01, 0.99, 1.0, 1.03, 0.97, 1.0)));

        assertThat(change.low()).isLessThan(1);
        assertThat(change.high()).isGreaterThan(1);
        assertThat(change.pValue()).isGreaterThan(0.5);
    }

    @Test
    void launchesThatDisagreeWidenTheIntervalBeyondWhatTheRoundsSay() {
        double[] first = logs(1.05, 1.051, 1.049, 1.05, 1.052, 1.048);
        double[] second = logs(0.95, 0.951, 0.949, 0.95, 0.952, 0.948);
        PairedChange oneLaunch = PairedChange.of(List.of(first));
        PairedChange twoLaunches = PairedChange.of(List.of(first, second));

        assertThat(oneLaunch.low()).isGreaterThan(1);
        assertThat(twoLaunches.launches()).isEqualTo(2);
        assertThat(twoLaunches.degreesOfFreedom()).isEqualTo(1.0, within(0.01));
        assertThat(twoLaunches.low()).isLessThan(0.9);
        assertThat(twoLaunches.high()).isGreaterThan(1.1);
    }

    @Test
    void launchesThatAgreeKeepTheRoundsInterval() {
        double[] first = logs(1.05, 1.03, 1.07, 1.05, 1.04, 1.06);
        double[] second = logs(1.05, 1.04, 1.06, 1.05, 1.03, 1.07);
        PairedChange change = PairedChange.of(List.of(first, second));

        assertThat(change.degreesOfFreedom()).as("the rounds' own").isGreaterThan(1);
        assertThat(change.low()).isGreaterThan(1);
    }

    @Test
    void aLaunchVarianceKnownFromOtherWorkloadsGivesTwoLaunchesAUsableInterval() {
        double[] first = logs(1.02, 1.00, 1.04, 1.02, 1.01, 1.03);
        double[] second = logs(0.99, 0.97, 1.01, 0.99, 0.98, 1.00);
        PairedChange alone = PairedChange.of(List.of(first, second));
        PairedChange pooled = PairedChange.of(List.of(first, second), new LaunchVariance(0.02 * 0.02, 30));

        assertThat(alone.degreesOfFreedom()).isEqualTo(1.0, within(0.2));
        assertThat(pooled.degreesOfFreedom()).isGreaterThan(20);
        assertThat(pooled.halfWidthPercent()).isLessThan(alone.halfWidthPercent() / 3).isBetween(2.0, 4.0);
        assertThat(pooled.low()).isLessThan(1);
    }

    @Test
    void noLaunchWithTwoRoundsIsNoEstimate() {
        assertThat(PairedChange.of(List.<double[]>of(logs(1.1), logs(0.9)))).isNull();
        assertThat(PairedChange.of(List.of())).isNull();
    }

    /**
     * By hand: a standard error of 0.02 on 10 degrees of freedom; t(0.975, 10) = 2.2281, t(0.80, 10) = 0.8791, so the
     * smallest change called with 80 % probability is exp((2.2281 + 0.8791) x 0.02) - 1 = 6.41 %; the interval, the
     * estimate 0.03 +- 2.2281 x 0.02 in log space, has the half-width (exp(0.074563) - exp(-0.014563)) / 2 = 4.59 %;
     * the two-sided p-value of t = 0.03 / 0.02 = 1.5 on 10 df is 0.1645.
     */
    @Test
    void theMinimumDetectableEffectIsAtEightyPercentPowerOfTheRowsOwnTest() {
        PairedChange change = new PairedChange(0.03, 0.02, 10, 12, 3, "a test");

        assertThat(change.minimumDetectablePercent()).isCloseTo(6.41, within(0.01));
        assertThat(change.halfWidthPercent()).isCloseTo(4.59, within(0.01));
        assertThat(change.pValue()).isCloseTo(0.1645, within(0.0005));
    }
}
