package io.daytrader.bench.run;

import io.daytrader.bench.cli.BenchCommand;
import io.daytrader.launch.LaunchRecord;
import io.daytrader.launch.ProcessId;
import io.daytrader.launch.ServerKind;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;

class UrlTargetTest {

    private static final List<LaunchRecord> SERVED = List.of(new LaunchRecord("liberty:26.0.0.3",
            new ServerKind("liberty", Path.of("/repo/servers/liberty/bench-target")), Path.of("/repo/install"),
            Path.of("/repo/serve"), "http://127.0.0.1:9080/daytrader", 10119, ProcessId.of(ProcessHandle.current()),
            new ProcessId(1234, null), ProcessId.of(ProcessHandle.current())));

    private static UrlTarget of(List<LaunchRecord> running, String... options) {
        String[] args = new String[options.length + 2];
        args[0] = "--root";
        args[1] = "/repo";
        System.arraycopy(options, 0, args, 2, options.length);
        return UrlTarget.of(BenchCommand.parse(null, args), running);
    }

    @Test
    void theServerServeRunsAtTheUrlGivesItsProbeAndProcessAndTheFirstLineSaysSo() {
        UrlTarget url = of(SERVED, "--url", "http://localhost:9080/daytrader");

        assertThat(url.target().probe()).contains("127.0.0.1:10119");
        assertThat(url.target().serverPid()).isEqualTo(OptionalLong.of(1234));
        assertThat(url.description()).isEqualTo("probe: 127.0.0.1:10119, server process 1234 (of liberty:26.0.0.3,"
                + " which this checkout runs at http://localhost:9080/daytrader)");
    }

    @Test
    void theOptionsComeFirst() {
        UrlTarget url = of(SERVED, "--url", "http://localhost:9080/daytrader", "--probe", "127.0.0.1:20000");

        assertThat(url.target().probe()).contains("127.0.0.1:20000");
        assertThat(url.target().serverPid()).isEqualTo(OptionalLong.of(1234));
        assertThat(url.description()).isEqualTo("probe: 127.0.0.1:20000 (--probe), server process 1234 (of"
                + " liberty:26.0.0.3, which this checkout runs at http://localhost:9080/daytrader)");
    }

    @Test
    void withoutAProbeTheFirstLineSaysHowToGiveIt() {
        UrlTarget url = of(SERVED, "--url", "http://192.0.2.10:9080/daytrader");

        assertThat(url.target().probe()).isEmpty();
        assertThat(url.target().serverPid()).isEmpty();
        assertThat(url.description()).isEqualTo("probe: none for http://192.0.2.10:9080/daytrader, so no server CPU, GC"
                + " or heap figures: give --probe HOST:PORT, the probe in the server's JVM"
                + " (-javaagent:/repo/daytrader-probe/target/daytrader-probe.jar=port=PORT in its JVM options), and"
                + " --server-pid PID where it runs on this machine");
    }
}
