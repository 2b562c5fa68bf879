package io.daytrader.bench.measure;

import io.daytrader.bench.TestFiles;
import io.daytrader.bench.results.Latency;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LatencyStatsTest {

    @Test
    void percentilesOfOneToAThousand() {
        List<Sample> samples = new ArrayList<>();
        for (int ms = 1000; ms >= 1; ms--) {
            samples.add(new Sample(0, ms, true, "x"));
        }

        Latency latency = LatencyStats.of(samples);

        assertThat(latency).isEqualTo(new Latency(latency.mean(), 500, 900, 990, 999, 1000));
        assertThat(latency.mean()).isCloseTo(500.5, within(0.5));
    }

    @Test
    void percentilesOfARecordedRun() {
        Latency latency = LatencyStats.of(JtlReader.read(TestFiles.resource("jtl/recorded-ok.jtl")));

        assertThat(latency.p50()).isEqualTo(45);
        assertThat(latency.max()).isEqualTo(81);
        assertThat(latency.p50()).isLessThanOrEqualTo(latency.p90());
        assertThat(latency.p90()).isLessThanOrEqualTo(latency.p99());
        assertThat(latency.p99()).isLessThanOrEqualTo(latency.p999());
    }

    @Test
    void runsAddUpThroughTheirHistograms() {
        List<Sample> all = JtlReader.read(TestFiles.resource("jtl/recorded-ok.jtl"));
        Histogram merged = LatencyStats.histogram(all.subList(0, 50));
        merged.add(LatencyStats.histogram(all.subList(50, all.size())));

        assertThat(LatencyStats.of(merged)).isEqualTo(LatencyStats.of(all));
    }

    @Test
    void noRequestsGiveZeros() {
        assertThat(LatencyStats.of(List.of())).isEqualTo(new Latency(0, 0, 0, 0, 0, 0));
    }
}
