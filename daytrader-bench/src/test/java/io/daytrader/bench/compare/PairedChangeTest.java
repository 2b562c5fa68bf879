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
        assertThat(change.minimumDetectablePercent()).isLessThan(1);
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
        assertThat(twoLaunches.degreesOfFreedom()).isEqualTo(1);
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

        assertThat(alone.degreesOfFreedom()).isEqualTo(1);
        assertThat(pooled.degreesOfFreedom()).isGreaterThan(20);
        assertThat(pooled.minimumDetectablePercent()).isLessThan(alone.minimumDetectablePercent() / 3)
                .isBetween(2.0, 4.0);
        assertThat(pooled.low()).isLessThan(1);
    }

    @Test
    void noLaunchWithTwoRoundsIsNoEstimate() {
        assertThat(PairedChange.of(List.<double[]>of(logs(1.1), logs(0.9)))).isNull();
        assertThat(PairedChange.of(List.of())).isNull();
    }
}
