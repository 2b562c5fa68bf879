package io.daytrader.bench.compare;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LaunchVarianceTest {

    /** Workloads of two launches, each launch offset by its own draw of sd {@code launchSd}, rounds noise sd 2 %. */
    private static List<List<double[]>> workloads(int count, double launchSd, long seed) {
        Random random = new Random(seed);
        List<List<double[]>> workloads = new ArrayList<>();
        for (int w = 0; w < count; w++) {
            List<double[]> launches = new ArrayList<>();
            for (int launch = 0; launch < 2; launch++) {
                double offset = launchSd * random.nextGaussian();
                double[] rounds = new double[10];
                for (int r = 0; r < rounds.length; r++) {
                    rounds[r] = offset + 0.02 * random.nextGaussian();
                }
                launches.add(rounds);
            }
            workloads.add(launches);
        }
        return workloads;
    }

    @Test
    void launchesThatDifferOnlyByTheirRoundsNoiseAddNothing() {
        LaunchVariance variance = LaunchVariance.pooled(workloads(40, 0, 3));

        assertThat(variance.degreesOfFreedom()).isEqualTo(40);
        assertThat(Math.sqrt(variance.variance())).isLessThan(0.005);
    }

    @Test
    void launchesOffsetByThreePercentArePooledToAboutThat() {
        LaunchVariance variance = LaunchVariance.pooled(workloads(200, 0.03, 4));

        assertThat(variance.degreesOfFreedom()).isEqualTo(200);
        assertThat(Math.sqrt(variance.variance())).isCloseTo(0.03, within(0.006));
    }

    @Test
    void singleLaunchesSayNothingAboutLaunches() {
        LaunchVariance variance = LaunchVariance.pooled(List.of(List.of(new double[] {0.01, 0.02, 0.0}),
                List.of(new double[] {0.1, 0.2}, new double[] {0.3})));

        assertThat(variance.known()).isFalse();
        assertThat(variance).isEqualTo(LaunchVariance.UNKNOWN);
    }
}
