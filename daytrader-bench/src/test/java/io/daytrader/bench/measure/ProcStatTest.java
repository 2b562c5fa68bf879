package io.daytrader.bench.measure;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class ProcStatTest {

    @Test
    void cpuTicksAreUserPlusSystemTimeEvenWhenTheNameHasSpacesAndParentheses() {
        String stat = "4242 (java (x) y) S 1 4242 4242 0 -1 4194560 120 0 0 0 1500 250 0 0 20 0 30 0 100 0 0";

        assertThat(ProcStat.parseCpuTicks(stat)).isEqualTo(1750);
    }

    @Test
    void rssIsVmRssInBytes() {
        assertThat(ProcStat.parseRssBytes("Name:\tjava\nVmHWM:\t  900 kB\nVmRSS:\t  812 kB\n"))
                .isEqualTo(OptionalLong.of(812 * 1024));
        assertThat(ProcStat.parseRssBytes("Name:\tkthread\n")).isEmpty();
    }

    @Test
    void thisProcessIsReadable() {
        long pid = ProcessHandle.current().pid();

        assertThat(ProcStat.cpuTicks(pid)).isPresent();
        assertThat(ProcStat.rssBytes(pid).getAsLong()).isPositive();
    }

    @Test
    void cpuBetweenReadingsIsInterpolated() {
        CpuSeries series = new CpuSeries(List.of(new ProcessSampler.Reading(0, 0, 10),
                new ProcessSampler.Reading(1000, 100, 30), new ProcessSampler.Reading(2000, 150, 20)));

        assertThat(series.coresBetween(0, 1000)).isCloseTo(1.0, within(1e-9));
        assertThat(series.coresBetween(500, 1500)).isCloseTo(0.75, within(1e-9));
        assertThat(series.coresBetween(1500, 2500)).isNull();
        assertThat(series.maxRssBetween(0, 2000)).isEqualTo(30);
    }
}
