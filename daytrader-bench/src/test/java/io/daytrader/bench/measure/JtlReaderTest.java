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

    @Test
    void aRunOfSeveralLanesSaysEachSamplesLane() throws Exception {
        String jtl = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,success\n"
                + "1000,5,PingServlet,200,OK,lane0 closed model 1-1,true\n"
                + "1001,6,PingServlet,200,OK,lane12 closed model 1-2,true\n"
                + "1002,7,PingServlet,200,OK,closed model 1-3,true\n"
                + "1003,7,PingServlet,200,OK,lanes 1-4,true\n";

        List<Sample> samples = JtlReader.read(new java.io.StringReader(jtl), "lanes.jtl");

        assertThat(samples).extracting(Sample::lane).containsExactly(0, 12, null, null);
        assertThat(samples).extracting(Sample::engine).containsOnlyNulls();
    }

}
