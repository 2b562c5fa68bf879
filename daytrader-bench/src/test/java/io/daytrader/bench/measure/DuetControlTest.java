package io.daytrader.bench.measure;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class DuetControlTest {

    private static Sample inLane(int lane, long start) {
        return new Sample(start, 5, true, false, "PingServlet", null, lane);
    }

    @Test
    void samplesAreSplitByTheirLaneAndSamplesOfNoLaneAreLeftOut() {
        List<List<Sample>> byLane = DuetControl.byLane(List.of(inLane(0, 1), inLane(1, 2), inLane(0, 3),
                new Sample(4, 5, true, "x"), inLane(5, 5)), 2);

        assertThat(byLane.get(0)).extracting(Sample::startMillis).containsExactly(1L, 3L);
        assertThat(byLane.get(1)).extracting(Sample::startMillis).containsExactly(2L);
    }

    @Test
    void theWindowsWaitForTheLastLaneToWarmUpAndTheRunEndsWhenTheBenchSays() {
        DuetControl control = new DuetControl(2, () -> new SteadyStateWatch(1, 2, 30,
                new Convergence(3, 5, 1), 0, 0));
        List<Sample> steadyLane0 = new ArrayList<>();
        for (int ms = 0; ms < 8000; ms += 10) {
            steadyLane0.add(inLane(0, ms));
        }
        control.accept(steadyLane0);
        control.accept(List.of(inLane(1, 100)));

        assertThat(control.warmupSeconds(0)).isNotNull();
        assertThat(control.warmedUp()).as("lane 1 is still warming up").isFalse();
        assertThat(control.done()).isFalse();

        control.finish();
        assertThat(control.done()).isTrue();
    }

    @Test
    void withoutAWarmUpEveryLaneNeedsOnlyItsFirstAnswers() {
        DuetControl control = new DuetControl(2, null);
        control.accept(List.of(inLane(0, 1)));
        assertThat(control.warmedUp()).isFalse();
        control.accept(List.of(inLane(1, 2)));
        assertThat(control.warmedUp()).isTrue();
        assertThat(control.steady(1)).isTrue();
        assertThat(control.warmupSeconds(1)).isNull();
    }
}
