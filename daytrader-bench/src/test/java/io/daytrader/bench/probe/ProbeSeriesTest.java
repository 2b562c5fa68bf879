package io.daytrader.bench.probe;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ProbeSeriesTest {

    private static final long[] BOUNDS = {0, 1, 2, 5, 10, 20};

    private static ProbeSeries.Stamped at(long millis, long cpuNanos, long allocated, long pauses, long pauseMillis,
                                          long... counts) {
        return new ProbeSeries.Stamped(millis, new ProbeReading(millis + 123_456, 0, 2, cpuNanos, 30, allocated, 0,
                64L << 20, new ProbeReading.Gc(pauses, pauseMillis, BOUNDS, counts), null));
    }

    @Test
    void cpuAndAllocationAreInterpolatedAtTheWindowsEnds() {
        ProbeSeries series = new ProbeSeries(List.of(at(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                at(1000, 1_000_000_000, 4000, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                at(2000, 3_000_000_000L, 8000, 0, 0, 0, 0, 0, 0, 0, 0, 0)));

        ProbeSeries.Window window = series.between(500, 1500);

        assertThat(window.cpuCores()).isCloseTo(1.5, within(1e-9));
        assertThat(window.allocatedBytes()).isCloseTo(4000, within(1e-9));
        assertThat(window.gcPauses()).isZero();
        assertThat(window.gcPauseP99Ms()).isNull();
        assertThat(window.availableProcessors()).isEqualTo(2);
    }

    @Test
    void pausesAreCountedBetweenTheReadingsThatEncloseTheWindow() {
        ProbeSeries series = new ProbeSeries(List.of(at(0, 0, 0, 5, 10, 0, 0, 5, 0, 0, 0, 0),
                at(1000, 0, 0, 105, 60, 0, 0, 104, 0, 0, 1, 0),
                at(2000, 0, 0, 105, 60, 0, 0, 104, 0, 0, 1, 0)));

        ProbeSeries.Window window = series.between(0, 1000);

        assertThat(window.gcPauses()).isEqualTo(100);
        assertThat(window.gcPausePercent()).isCloseTo(5, within(1e-9));
        assertThat(window.gcPauseP99Ms()).isEqualTo(2.0);
    }

    @Test
    void theP99IsTheBoundOfTheBucketHoldingIt() {
        ProbeReading.Gc none = new ProbeReading.Gc(0, 0, BOUNDS, new long[7]);
        assertThat(ProbeSeries.p99(none, new ProbeReading.Gc(100, 0, BOUNDS, new long[] {0, 0, 98, 0, 2, 0, 0})))
                .isEqualTo(10.0);
        assertThat(ProbeSeries.p99(none, new ProbeReading.Gc(1, 0, BOUNDS, new long[] {0, 0, 0, 0, 0, 0, 1})))
                .isEqualTo(20.0);
    }

    @Test
    void noWindowWithoutReadingsOnBothSides() {
        ProbeSeries series = new ProbeSeries(List.of(at(1000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                at(2000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)));
        assertThat(series.between(500, 1500)).isNull();
        assertThat(series.between(1200, 2500)).isNull();
    }

    @Test
    void readsTheProbesDocument() throws Exception {
        ProbeReading reading = ProbeClient.parse("{\"timeMillis\":5,\"uptimeMillis\":9,\"availableProcessors\":2,"
                + "\"processCpuNanos\":7,\"threads\":3,\"allocatedBytes\":11,\"heapUsedBytes\":13,\"heapAfterGcBytes\":null,"
                + "\"gc\":{\"pauses\":1,\"pauseMillis\":4,\"histogramBoundsMillis\":[0,5],\"histogramCounts\":[0,1,0]},"
                + "\"jvm\":{\"name\":\"VM\",\"vendor\":\"V\",\"version\":\"17\",\"flags\":\"-Xmx1g\","
                + "\"collectors\":[\"G1 Young Generation\"]},\"later\":true}");

        assertThat(reading.processCpuNanos()).isEqualTo(7);
        assertThat(reading.heapAfterGcBytes()).isNull();
        assertThat(reading.gc().histogramCounts()).containsExactly(0, 1, 0);
        assertThat(reading.jvm().collectors()).containsExactly("G1 Young Generation");
    }
}
