package io.daytrader.bench.measure;

import io.daytrader.bench.TestFiles;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class JtlReaderTest {

    @Test
    void readsEveryRequestOfARecordedRun() {
        List<Sample> samples = JtlReader.read(TestFiles.resource("jtl/recorded-ok.jtl"));

        assertThat(samples).hasSize(108);
        assertThat(samples.get(0)).isEqualTo(new Sample(1795441853157L, 73, true, "PingStub"));
        assertThat(samples).allMatch(Sample::success);
    }

    @Test
    void readsFailuresWhoseMessageHoldsQuotedCommas() {
        List<Sample> samples = JtlReader.read(TestFiles.resource("jtl/recorded-errors.jtl"));

        assertThat(samples).hasSize(11).noneMatch(Sample::success);
        assertThat(samples.get(0).startMillis()).isEqualTo(1795441188357L);
    }

}
