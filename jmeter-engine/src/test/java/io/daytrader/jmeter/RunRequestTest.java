package io.daytrader.jmeter;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RunRequestTest {

    @Test
    void aRunLineGivesThePlanTheJtlTheDashboardAndTheRunsProperties() {
        RunRequest request = RunRequest.parse("run\t/plans/primitive.jmx\t/out/a.jtl\t/out/a-dashboard\tTHREADS=16"
                + "\tPATH=/daytrader/servlet/PingServlet?x=1\tEXPECT=");

        assertThat(request.plan()).isEqualTo(Path.of("/plans/primitive.jmx"));
        assertThat(request.jtl()).isEqualTo(Path.of("/out/a.jtl"));
        assertThat(request.dashboard()).isEqualTo(Path.of("/out/a-dashboard"));
        assertThat(request.properties()).containsEntry("THREADS", "16")
                .containsEntry("PATH", "/daytrader/servlet/PingServlet?x=1").containsEntry("EXPECT", "");
    }

    @Test
    void aDashIsNoDashboard() {
        assertThat(RunRequest.parse("run\t/p.jmx\t/a.jtl\t-").dashboard()).isNull();
    }

    @Test
    void aMalformedLineIsRefused() {
        assertThatThrownBy(() -> RunRequest.parse("run\t/p.jmx")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunRequest.parse("run\t/p.jmx\t/a.jtl\t-\tNOVALUE"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSetLineGivesThePropertiesToChangeWhileTheTestRuns() {
        assertThat(RunRequest.parseSet(EngineProtocol.setLine(java.util.Map.of("PORT.1", "9082"))))
                .containsExactly(java.util.Map.entry("PORT.1", "9082"));
        assertThatThrownBy(() -> RunRequest.parseSet("set")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RunRequest.parseSet("set\tNOVALUE")).isInstanceOf(IllegalArgumentException.class);
    }
}
