package io.daytrader.bench.measure;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ConvergenceTest {

    private final Convergence convergence = new Convergence(3, 5, 1);

    @Test
    void aFlatSeriesConvergesAsSoonAsItMay() {
        assertThat(convergence.warmupEnd(List.of(100.0, 101.0, 99.0, 100.0, 100.0, 101.0, 100.0), 0)).isEqualTo(6);
        assertThat(convergence.warmupEnd(List.of(100.0, 101.0, 99.0, 100.0, 100.0, 101.0, 100.0), 7)).isEqualTo(7);
    }

    @Test
    void aRisingJitCurveHasNotConvergedEvenWhenNeighboursAgree() {
        List<Double> rising = new ArrayList<>();
        for (int second = 0; second < 30; second++) {
            rising.add(5500 + 700.0 * second);
        }
        assertThat(convergence.warmupEnd(rising, 0)).isEqualTo(-1);
    }

    @Test
    void theWarmUpEndsWhereTheCurveFlattens() {
        List<Double> curve = new ArrayList<>(List.of(1000.0, 3000.0, 6000.0, 9000.0, 11000.0, 12000.0));
        for (int i = 0; i < 10; i++) {
            curve.add(12000.0 + (i % 2 == 0 ? 100 : -100));
        }
        int end = convergence.warmupEnd(curve, 0);

        assertThat(end).isBetween(10, 12);
    }

    @Test
    void aSlowWorkloadIsJudgedWithinItsCountingNoise() {
        List<Double> slow = List.of(20.0, 20.0, 20.0, 22.0, 22.0, 22.0);
        List<Double> fast = List.of(20000.0, 20000.0, 20000.0, 22000.0, 22000.0, 22000.0);

        assertThat(convergence.warmupEnd(slow, 0)).isEqualTo(6);
        assertThat(convergence.warmupEnd(fast, 0)).isEqualTo(-1);
    }

    @Test
    void nothingDoneIsNeverSteady() {
        assertThat(convergence.warmupEnd(List.of(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0), 0)).isEqualTo(-1);
    }

    @Test
    void theWatchEndsTheRunAfterTheMeasuredWindowsAndCapsTheWarmUp() {
        SteadyStateWatch watch = new SteadyStateWatch(1, 2, 10, convergence, 4, 1);
        watch.accept(requests(0, 8, 100));
        assertThat(watch.warmupSeconds()).isEqualTo(6.0);
        assertThat(watch.steady()).isTrue();
        assertThat(watch.done()).isFalse();
        watch.accept(requests(8, 12, 100));
        assertThat(watch.done()).isTrue();

        SteadyStateWatch capped = new SteadyStateWatch(1, 2, 10, convergence, 4, 1);
        capped.accept(requests(0, 12, 0));
        assertThat(capped.warmupSeconds()).isEqualTo(10.0);
        assertThat(capped.steady()).isFalse();
    }

    /** {@code perSecond} (plus one per second when 0: a rising rate) requests a second from {@code from} to {@code to}. */
    private static List<Sample> requests(int from, int to, int perSecond) {
        List<Sample> samples = new ArrayList<>();
        for (int second = from; second < to; second++) {
            int count = perSecond > 0 ? perSecond : 10 + 20 * second;
            for (int i = 0; i < count; i++) {
                long start = second * 1000L + i * 1000L / count;
                samples.add(new Sample(start, 1, true, "p"));
            }
        }
        return samples;
    }
}
