package io.daytrader.bench.measure;

import io.daytrader.bench.plan.Profile;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToDoubleFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ServerWarmupWatchTest {

    /** 5-s buckets, at least 60 s, a trend over the last 60 s, settled below 2 % per minute. */
    private static ServerWarmupWatch watch() {
        return new ServerWarmupWatch(5, 60, 60, 2);
    }

    /** Feeds the watch second by second at the given rate (requests per second) until it is done or time is up. */
    private static int feed(ServerWarmupWatch watch, int seconds, IntToDoubleFunction rate) {
        long start = 1_000_000L;
        for (int second = 0; second < seconds; second++) {
            List<Sample> samples = new ArrayList<>();
            long requests = Math.round(rate.applyAsDouble(second));
            for (long r = 0; r < requests; r++) {
                samples.add(new Sample(start + second * 1000L + r * 1000 / requests, 1, true, "ping"));
            }
            watch.accept(samples);
            if (watch.done()) {
                return second + 1;
            }
        }
        return -1;
    }

    @Test
    void aServerStillGainingFivePercentAMinuteHasNotSettled() {
        ServerWarmupWatch watch = watch();

        int end = feed(watch, 300, second -> 1000 * (1 + 0.05 * second / 60));

        assertThat(end).isEqualTo(-1);
        assertThat(watch.settledSeconds()).isNull();
        assertThat(watch.finalTrendPercentPerMinute()).isCloseTo(4.2, within(0.5));
    }

    @Test
    void thePassEndsAMinuteAfterTheCurveFlattens() {
        ServerWarmupWatch watch = watch();

        int end = feed(watch, 300, second -> second < 90 ? 200 + 20.0 * second : 2000);

        assertThat(end).isBetween(140, 160);
        assertThat(watch.settledSeconds()).isBetween(140.0, 160.0);
        assertThat(watch.finalTrendPercentPerMinute()).isLessThan(2);
    }

    @Test
    void aFlatServerStillRunsTheMinimum() {
        ServerWarmupWatch watch = watch();

        int end = feed(watch, 300, second -> 1500);

        assertThat(end).isBetween(60, 66);
        assertThat(watch.finalTrendPercentPerMinute()).isCloseTo(0, within(0.1));
    }

    @Test
    void aFallingRateIsNotWarmUpAndDoesNotHoldThePassBack() {
        ServerWarmupWatch watch = watch();

        int end = feed(watch, 300, second -> 2000 - 5.0 * second);

        assertThat(end).isBetween(60, 66);
        assertThat(watch.finalTrendPercentPerMinute()).isNegative();
    }

    @Test
    void aNoisyMachineDoesNotHideARisingTrend() {
        ServerWarmupWatch watch = watch();

        int end = feed(watch, 180, second -> 1000 * (1 + 0.25 * second / 60) * (second % 10 < 5 ? 0.9 : 1.1));

        assertThat(end).isEqualTo(-1);
        assertThat(watch.finalTrendPercentPerMinute()).isGreaterThan(2);
    }

    @Test
    void countsTooFewToShowATrendAreJudgedByTheirNoise() {
        ServerWarmupWatch watch = watch();

        int end = feed(watch, 300, second -> (second * 7919 % 13 == 0) ? 3 : 1);

        assertThat(end).isBetween(60, 300);
        assertThat(watch.finalBarPercentPerMinute()).isGreaterThan(2);
    }

    @Test
    void aBusyServerIsHeldToTheProtocolsTwoPercent() {
        ServerWarmupWatch watch = watch();

        feed(watch, 300, second -> 5000);

        assertThat(watch.finalBarPercentPerMinute()).isCloseTo(2, within(0.01));
    }

    @Test
    void aPlateauBetweenTwoClimbsIsNotTheEndOfTheCurve() {
        ServerWarmupWatch watch = Profile.named("quick").with(150, null, null, null, null).serverWarmupWatch();

        int end = feed(watch, 600, second -> second < 120 ? 40 + 4.0 * second
                : second < 180 ? 520 : second < 420 ? 520 + 1.0 * (second - 180) : 760);

        assertThat(end).as("after the second climb ends at 420 s, within two minutes").isBetween(425, 545);
    }

    @Test
    void aClimbThatHasJustBegunIsNotHiddenByTheFlatPartBeforeIt() {
        ServerWarmupWatch watch = new ServerWarmupWatch(5, 120, 120, 2);

        int end = feed(watch, 300, second -> second < 90 ? 1000 : 1000 * (1 + 0.10 * (second - 90) / 60));

        assertThat(end).isEqualTo(-1);
    }
}
