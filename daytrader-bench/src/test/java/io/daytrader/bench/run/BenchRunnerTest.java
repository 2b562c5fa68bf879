package io.daytrader.bench.run;

import io.daytrader.bench.BenchMain;
import io.daytrader.bench.cli.BenchCommand;
import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.bench.report.HtmlReport;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.launch.FakeKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class BenchRunnerTest {

    @Test
    void aTargetThatDoesNotStartIsReportedAndTheOthersStillLaunch(@TempDir Path root) throws IOException {
        FakeKind.create(root, "broken", "echo 'no database here' >&2; exit 3");
        FakeKind.create(root, "late", "exit 1");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        BenchOptions options = BenchCommand.parse(null, "--root", root.toString(), "--server", "broken,late",
                "--primitives", "PingServlet", "--profile", "quick", "--pin", "none", "--port", freePort(),
                "--https-port", freePort(), "--port-base", freePort(), "--output", root.resolve("out").toString());

        BenchResults results = new BenchRunner(options, new PrintStream(console, true, StandardCharsets.UTF_8)).run();

        assertThat(results.targets()).extracting(TargetResult::name).containsExactly("broken:1.0", "late:1.0");
        assertThat(results.settings().duet()).isTrue();
        assertThat(results.targets()).allSatisfy(target -> {
            assertThat(target.failuresOrEmpty()).hasSize(3).allSatisfy(failure -> assertThat(failure)
                    .matches("launch [123]: the server stopped while starting.*"));
            assertThat(target.launches()).isEmpty();
        });
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("launch 1 of broken:1.0 failed",
                "launch 3 of late:1.0 failed: the server stopped while starting (exit 1); see "
                + root.resolve("out/servers/late_1.0-launch3/console.log"));
        assertThat(HtmlReport.render(results)).contains("broken:1.0: <span class=\"flag\">failed</span> launch 1:");
        assertThat(BenchMain.startedNothing(results)).isTrue();
    }

    private static String freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return Integer.toString(socket.getLocalPort());
        }
    }
}
