package io.daytrader.bench.server;

import io.daytrader.launch.LaunchRecord;
import io.daytrader.launch.ProcessId;
import io.daytrader.launch.ServerKind;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ServedServerTest {

    private static LaunchRecord launch(String name, int httpPort, Integer probePort, Long jvm) {
        ProcessId self = ProcessId.of(ProcessHandle.current());
        return new LaunchRecord(name, new ServerKind("liberty", Path.of("/repo/servers/liberty/bench-target")),
                Path.of("/repo/servers/liberty/target/install"), Path.of("/repo/servers/liberty/target/serve"),
                "http://127.0.0.1:" + httpPort + "/daytrader", probePort, self,
                jvm == null ? null : new ProcessId(jvm, null), self);
    }

    private final List<LaunchRecord> running = List.of(launch("tomee:9.0.0", 9081, 10139, 4321L),
            launch("liberty:26.0.0.3", 9080, 10119, 1234L));

    @Test
    void aUrlOfThisHostGetsTheProbeAndProcessOfTheServerOnItsPort() {
        for (String url : List.of("http://localhost:9080/daytrader", "http://127.0.0.1:9080/daytrader/",
                "http://[::1]:9080/daytrader")) {
            assertThat(ServedServer.at(url, running)).as(url)
                    .contains(new ServedServer("liberty:26.0.0.3", "127.0.0.1:10119", 1234L));
        }
        assertThat(ServedServer.at("http://localhost:9081/daytrader", running))
                .contains(new ServedServer("tomee:9.0.0", "127.0.0.1:10139", 4321L));
    }

    @Test
    void anotherPortOrAnotherHostIsNotTheServedServer() {
        assertThat(ServedServer.at("http://localhost:9090/daytrader", running)).isEmpty();
        assertThat(ServedServer.at("http://localhost/daytrader", running)).as("port 80").isEmpty();
        assertThat(ServedServer.at("http://192.0.2.10:9080/daytrader", running)).as("a documentation address")
                .isEmpty();
        assertThat(ServedServer.at("http://localhost:9080/daytrader", List.of())).isEmpty();
    }

    @Test
    void aRecordFromBeforeProbesWereRecordedStillGivesItsProcess() {
        assertThat(ServedServer.at("http://localhost:9080/daytrader", List.of(launch("liberty:26.0.0.3", 9080, null,
                1234L)))).contains(new ServedServer("liberty:26.0.0.3", null, 1234L));
        assertThat(ServedServer.at("http://localhost:9080/daytrader", List.of(launch("liberty:26.0.0.3", 9080, null,
                null)))).as("a launch that has not answered yet and names no probe").isEmpty();
    }
}
