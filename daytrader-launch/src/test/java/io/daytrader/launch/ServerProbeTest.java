package io.daytrader.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ServerProbeTest {

    @Test
    void theAgentOptionNamesTheJarAndThePort() {
        assertThat(ServerProbe.agentOption(Path.of("/x/daytrader-probe.jar"), 10119))
                .isEqualTo("-javaagent:/x/daytrader-probe.jar=port=10119");
    }

    @Test
    void flagsWithoutTheAgentOptionAreWhatLaunchesOfOneSetupShare() {
        String launch1 = "-javaagent:/wlp/ws-javaagent.jar -Xms1g -Xmx1g -javaagent:/x/daytrader-probe.jar=port=10119";
        String launch2 = "-javaagent:/wlp/ws-javaagent.jar -Xms1g -Xmx1g -javaagent:/x/daytrader-probe.jar=port=10179";

        assertThat(ServerProbe.withoutAgentOption(launch1))
                .isEqualTo("-javaagent:/wlp/ws-javaagent.jar -Xms1g -Xmx1g")
                .isEqualTo(ServerProbe.withoutAgentOption(launch2));
        assertThat(ServerProbe.withoutAgentOption("-javaagent:/x/daytrader-probe.jar=port=1 -Da=1")).isEqualTo("-Da=1");
        assertThat(ServerProbe.withoutAgentOption(null)).isNull();
    }
}
