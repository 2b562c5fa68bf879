package io.daytrader.bench;

import io.daytrader.launch.net.Listener;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsJson;
import io.daytrader.bench.results.WorkloadResult;
import io.daytrader.launch.LaunchRecord;
import io.daytrader.launch.RunningServers;
import io.daytrader.launch.ServerPorts;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 49: the launcher of this checkout, right after a Maven build (this one): {@code ./daytrader serve}, then
 * {@code ./daytrader bench --url} against it. A file under a module's target/ is touched first, which used to make
 * the lab look stale, and neither command may rebuild; the sweep completes, with the served server's probe found
 * without --probe (issue 58). While the server runs, a rebuild (a source touched) is refused with the server's URL and
 * process.
 */
class LauncherIT {

    private static final Path ROOT = Path.of(System.getProperty("daytrader.bench.root")).toAbsolutePath().normalize();
    private static final Path OUTPUT = Path.of(System.getProperty("daytrader.bench.it.output")).resolve("launcher");
    private static final String ADMIN_PASSWORD = "launcher-it";
    private static final Duration COMMAND_TIMEOUT = Duration.ofMinutes(5);
    private static final String BUILD_LINE = "building DayTrader";

    private record Result(int exit, String output) {
    }

    @Test
    void serveThenBenchAgainstItFromOneCheckoutRebuildsNothing() throws Exception {
        Files.createDirectories(OUTPUT);
        touchAFileUnder(ROOT.resolve("daytrader-catalog/target"));

        Result help = launcher(List.of("bench", "--help"));
        assertThat(help.exit()).as(help.output()).isZero();
        assertThat(help.output()).contains("Usage: bench").doesNotContain(BUILD_LINE);

        List<String> ports = ItPorts.options();
        String url = "http://127.0.0.1:" + ports.get(1) + "/daytrader";
        List<String> serveArgs = new ArrayList<>(List.of("serve"));
        serveArgs.addAll(ports);
        serveArgs.addAll(List.of("--users", "500", "--quotes", "200", "--admin-password", ADMIN_PASSWORD));
        Path serveOutput = OUTPUT.resolve("serve.out");
        Process serve = command(serveArgs).redirectOutput(serveOutput.toFile()).start();
        try {
            awaitReady(serve, serveOutput);
            assertThat(text(serveOutput)).doesNotContain(BUILD_LINE);

            Result refused = whileASourceIsNewer(ROOT.resolve("db-scripts/derby/drop.sql"),
                    () -> launcher(List.of("compare", "--help")));
            assertThat(refused.exit()).as(refused.output()).isEqualTo(1);
            assertThat(refused.output()).contains("db-scripts/derby/drop.sql changed since", url,
                    "kill " + serve.pid()).doesNotContain(BUILD_LINE);

            Result bench = launcher(List.of("bench", "--url", url, "--admin-password", ADMIN_PASSWORD, "--primitives",
                    "PingServlet", "--threads", "1", "--server-warmup", "3", "--warmup", "5", "--runs", "1",
                    "--run-seconds", "2", "--output", OUTPUT.resolve("sweep").toString()));
            assertThat(bench.exit()).as(bench.output()).isZero();
            assertThat(bench.output()).doesNotContain(BUILD_LINE);
            int probe = ServerPorts.of(Integer.parseInt(ports.get(1)), Integer.parseInt(ports.get(3)),
                    Integer.parseInt(ports.get(5))).probe();
            assertThat(bench.output()).contains("probe: 127.0.0.1:" + probe + ", server process ", "(of liberty:");
            BenchResults results = ResultsJson.read(OUTPUT.resolve("sweep/results.json"));
            WorkloadResult servlet = results.targets().get(0).workloads().get(0);
            assertThat(servlet.name()).isEqualTo("PingServlet");
            assertThat(servlet.summary().throughputMedian()).isPositive();
            assertThat(servlet.summary().errors()).isZero();
            assertThat(servlet.runs()).allSatisfy(run -> assertThat(run.probe()).as("the served server's probe")
                    .isNotNull());
        } finally {
            serve.destroy();
            assertThat(serve.waitFor(2, TimeUnit.MINUTES)).as("serve stops on SIGTERM").isTrue();
        }
        assertThat(Listener.listens("127.0.0.1", Integer.parseInt(ports.get(1)), 1000)).as("the server stopped").isFalse();
        assertThat(RunningServers.of(ROOT)).extracting(LaunchRecord::baseUrl).doesNotContain(url);
    }

    private interface LauncherCommand {
        Result run() throws Exception;
    }

    /** Runs {@code command} while {@code source} is newer than every build, then gives it its time back. */
    private static Result whileASourceIsNewer(Path source, LauncherCommand command) throws Exception {
        FileTime was = Files.getLastModifiedTime(source);
        Files.setLastModifiedTime(source, FileTime.from(Instant.now()));
        try {
            return command.run();
        } finally {
            Files.setLastModifiedTime(source, was);
        }
    }

    private static void touchAFileUnder(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            Path file = files.filter(Files::isRegularFile).findFirst().orElseThrow();
            Files.setLastModifiedTime(file, FileTime.from(Instant.now()));
        }
    }

    /** {@code ./daytrader ARGS}, its output and errors together. */
    private static ProcessBuilder command(List<String> args) {
        List<String> command = new ArrayList<>(List.of(ROOT.resolve("daytrader").toString()));
        command.addAll(args);
        return new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true);
    }

    private static Result launcher(List<String> args) throws Exception {
        Path output = Files.createTempFile(OUTPUT, args.get(0) + "-", ".out");
        Process process = command(args).redirectOutput(output.toFile()).start();
        if (!process.waitFor(COMMAND_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("./daytrader " + String.join(" ", args) + " did not end within "
                    + COMMAND_TIMEOUT.toMinutes() + " minutes; its output: " + output);
        }
        return new Result(process.exitValue(), text(output));
    }

    private static void awaitReady(Process serve, Path output) throws Exception {
        long deadline = System.nanoTime() + COMMAND_TIMEOUT.toNanos();
        while (!text(output).contains("daytrader serve: DayTrader is ready at")) {
            assertThat(serve.isAlive()).as("serve runs; its output:%n%s", text(output)).isTrue();
            assertThat(System.nanoTime()).as("serve is ready within 5 minutes").isLessThan(deadline);
            Thread.sleep(500);
        }
    }

    /** A command's output, whatever bytes a server wrote into it. */
    private static String text(Path output) throws IOException {
        return new String(Files.readAllBytes(output), StandardCharsets.UTF_8);
    }
}
