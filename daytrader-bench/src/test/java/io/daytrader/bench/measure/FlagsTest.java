package io.daytrader.bench.measure;

import io.daytrader.bench.results.Latency;
import io.daytrader.bench.results.Summary;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FlagsTest {

    private static Summary summary(double spread, long errors, Double serverCpu, Double driverCpu) {
        return new Summary(100, 98, 102, spread, 1000, errors, errors / 10.0, new Latency(1, 1, 1, 1, 1, 1), serverCpu,
                driverCpu, null);
    }

    @Test
    void aCleanResultHasNoFlags() {
        assertThat(Flags.of(summary(4.9, 0, 95.0, 80.0), true)).isEmpty();
    }

    @Test
    void eachFlagHasItsThreshold() {
        assertThat(Flags.of(summary(1, 0, 95.0, 80.1), true)).containsExactly(Flags.DRIVER_BOUND);
        assertThat(Flags.of(summary(1, 1, 95.0, 10.0), true)).containsExactly(Flags.ERRORS);
        assertThat(Flags.of(summary(5.1, 0, 95.0, 10.0), true)).containsExactly(Flags.NOISY);
        assertThat(Flags.of(summary(1, 0, 49.0, 10.0), true)).containsExactly(Flags.UNSATURATED);
    }

    @Test
    void aRunWithoutAnyCompletedRequestIsStalled() {
        Summary stalled = new Summary(0, 0, 0, 0, 0, 0, 0, new Latency(0, 0, 0, 0, 0, 0), 95.0, 10.0, null);
        assertThat(Flags.of(stalled, false)).containsExactly(Flags.STALLED);
    }

    @Test
    void unsaturatedOnlyAtTheHighestConcurrency() {
        assertThat(Flags.of(summary(1, 0, 20.0, 10.0), false)).isEmpty();
    }

    @Test
    void unknownCpuRaisesNoCpuFlag() {
        assertThat(Flags.of(summary(1, 0, null, null), true)).isEmpty();
    }
}
