package io.daytrader.bench.measure;

import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.RunResult;

import io.daytrader.bench.results.Latency;
import io.daytrader.bench.results.Summary;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FlagsTest {

    private static Summary summary(double spread, long errors, Double serverCpu, Double driverCpu) {
        return new Summary(100, null, null, 98, 102, spread, 1000, errors, 0L, errors / 10.0,
                new Latency(1, 1, 1, 1, 1, 1), serverCpu, 0.1, driverCpu, null, null, null);
    }

    private static Summary withInterval(double low, double high) {
        return new Summary(100, low, high, 98, 102, 4, 1000, 0, 0L, 0, new Latency(1, 1, 1, 1, 1, 1), 95.0, 0.1, 10.0,
                null, null, null);
    }

    private static List<String> flags(Summary summary, boolean highest) {
        return Flags.of(summary, List.of(), List.of(new ForkSeries(1, 5, true, List.of(), null)), highest);
    }

    @Test
    void aCleanResultHasNoFlags() {
        assertThat(flags(summary(4.9, 0, 95.0, 80.0), true)).isEmpty();
    }

    @Test
    void eachFlagHasItsThreshold() {
        assertThat(flags(summary(1, 0, 95.0, 80.1), true)).containsExactly(Flags.DRIVER_BOUND);
        assertThat(flags(summary(1, 1, 95.0, 10.0), true)).containsExactly(Flags.ERRORS);
        assertThat(flags(summary(10.1, 0, 95.0, 10.0), true)).containsExactly(Flags.NOISY);
        assertThat(flags(summary(1, 0, 49.0, 10.0), true)).containsExactly(Flags.UNSATURATED);
    }

    @Test
    void aRunWithoutAnyCompletedRequestIsStalled() {
        Summary stalled = new Summary(0, null, null, 0, 0, 0, 0, 0, 0L, 0, new Latency(0, 0, 0, 0, 0, 0), 95.0, null,
                10.0, null, null, null);
        assertThat(flags(stalled, false)).containsExactly(Flags.STALLED);
    }

    @Test
    void aBusyEngineMakesTheRowDriverBoundWhateverTheLocalJMeterUsed() {
        Summary busyEngine = new Summary(100, null, null, 98, 102, 1, 1000, 0, 0L, 0, new Latency(1, 1, 1, 1, 1, 1),
                95.0, 0.1, 5.0, null, null, 85.0);
        assertThat(flags(busyEngine, true)).containsExactly(Flags.DRIVER_BOUND);
    }

    @Test
    void unsaturatedOnlyAtTheHighestConcurrency() {
        assertThat(flags(summary(1, 0, 20.0, 10.0), false)).isEmpty();
    }

    @Test
    void unknownCpuRaisesNoCpuFlag() {
        assertThat(flags(summary(1, 0, null, null), true)).isEmpty();
    }

    @Test
    void noisyIsAWideIntervalWhenThereIsOne() {
        assertThat(flags(withInterval(95.5, 104.5), true)).isEmpty();
        assertThat(flags(withInterval(93, 104), true)).containsExactly(Flags.NOISY);
    }

    @Test
    void aWarmUpThatHitItsCapIsNotSteady() {
        List<String> flags = Flags.of(summary(1, 0, 95.0, 10.0), List.of(),
                List.of(new ForkSeries(1, 5, true, List.of(), null), new ForkSeries(2, 30, false, List.of(), null)), true);
        assertThat(flags).containsExactly(Flags.NOT_STEADY);
    }

    @Test
    void aRequestHungThroughAWholeWindowIsStalled() {
        RunResult hung = new RunResult(1, 1, 2, 100, 0, 0L, 16L, 1L, 50, new Latency(1, 1, 1, 1, 1, 1), null, null, null,
                null, null, null, null, null, Map.of(), null, null, null);
        assertThat(Flags.of(summary(1, 0, 95.0, 10.0), List.of(hung), List.of(), true)).containsExactly(Flags.STALLED);
    }
}
