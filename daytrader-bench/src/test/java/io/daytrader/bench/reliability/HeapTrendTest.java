package io.daytrader.bench.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeapTrendTest {

    @Test
    void aSteadyLeakIsItsSlope() {
        HeapTrend trend = new HeapTrend(List.of(0.0, 1.0, 2.0, 3.0, 4.0), List.of(100.0, 110.0, 120.0, 130.0, 140.0));
        assertThat(trend.slope()).isCloseTo(10.0, within(1e-9));
        assertThat(trend.rise()).isCloseTo(40.0, within(1e-9));
    }

    @Test
    void oneOutlierDoesNotMakeATrend() {
        HeapTrend trend = new HeapTrend(List.of(0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0),
                List.of(100.0, 102.0, 99.0, 101.0, 100.0, 98.0, 190.0));
        assertThat(trend.slope()).isBetween(-1.0, 1.0);
    }

    @Test
    void sawtoothAroundALevelIsFlat() {
        HeapTrend trend = new HeapTrend(List.of(0.0, 1.0, 2.0, 3.0, 4.0, 5.0), List.of(90.0, 190.0, 95.0, 196.0, 89.0,
                192.0));
        assertThat(Math.abs(trend.rise())).isLessThan(25.0);
    }
}
