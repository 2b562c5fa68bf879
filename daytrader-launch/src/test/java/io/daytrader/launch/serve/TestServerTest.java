package io.daytrader.launch.serve;

import io.daytrader.launch.FakeKind;
import io.daytrader.launch.Http;
import io.daytrader.launch.LaunchRecord;
import io.daytrader.launch.RunningServers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class TestServerTest {

    @TempDir
    Path root;

    private final ByteArrayOutputStream messages = new ByteArrayOutputStream();

    private int run(String... args) {
        return TestServer.run(List.of(args), new PrintStream(messages, true, StandardCharsets.UTF_8));
    }

    @Test
    void theServerRunsOnAfterStartAndStopsOnStop() throws IOException {
        FakeKind.create(root, FakeKind.ANSWERING);
        Path dir = root.resolve("it-server");
        String port = freePort();

        assertThat(run("start", dir.toString(), "--root", root.toString(), "--server", "fake", "--port", port,
                "--https-port", freePort(), "--users", "500", "--quotes", "200"))
                .as(messages.toString(StandardCharsets.UTF_8)).isZero();

        String url = "http://127.0.0.1:" + port + "/daytrader/";
        assertThat(messages.toString(StandardCharsets.UTF_8)).contains("test server: fake:1.0 answers at " + url);
        assertThat(Http.get(url, Duration.ofSeconds(5)).body()).as("the tests' cash rule").isEqualTo("false");
        ProcessHandle jvm = LaunchRecord.read(dir.resolve("server.launch")).serverJvm().running().orElseThrow();
        assertThat(RunningServers.of(root)).hasSize(1);

        assertThat(run("stop", dir.toString())).isZero();

        assertThat(jvm.isAlive()).isFalse();
        assertThat(dir.resolve("server.launch")).doesNotExist();
        assertThat(RunningServers.of(root)).isEmpty();
        assertThat(run("stop", dir.toString())).as("nothing left to stop").isZero();
    }

    @Test
    void aServerThatDoesNotStartShowsTheEndOfItsConsole() throws IOException {
        FakeKind.create(root, "echo 'no database here'; exit 3");

        assertThat(run("start", root.resolve("it").toString(), "--root", root.toString(), "--server", "fake", "--port",
                freePort(), "--https-port", freePort())).isEqualTo(1);

        assertThat(messages.toString(StandardCharsets.UTF_8)).contains("no database here",
                "test server: the server stopped while starting (exit 3)");
    }

    @Test
    void aDatabaseServerOfItsOwnIsRefused() throws IOException {
        FakeKind.create(root, "exit 0");

        assertThat(run("start", root.resolve("it").toString(), "--root", root.toString(), "--server", "fake", "--db",
                "mariadb")).isEqualTo(2);
        assertThat(run("begin", "x")).isEqualTo(2);
    }

    private static String freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return Integer.toString(socket.getLocalPort());
        }
    }
}
