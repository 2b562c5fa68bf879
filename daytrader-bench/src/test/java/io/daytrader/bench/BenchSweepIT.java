package io.daytrader.bench;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.ResultsJson;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A tiny real sweep: the default server provisioned and started by the bench on free ports, two primitives and the
 * scenario workload at 1 thread for a few seconds each; then the comparison of the results with a copy of themselves,
 * where every figure must show no change. The report is rendered by headless Chromium into target/bench-it/report.png,
 * and its bar charts must show.
 */
class BenchSweepIT {

    private static final Path ROOT = Path.of(System.getProperty("daytrader.bench.root"));
    private static final Path OUTPUT = Path.of(System.getProperty("daytrader.bench.it.output"));
    /** SvgCharts' first series colour, #4e79a7. */
    private static final int FIRST_TARGET_COLOUR = 0x4e79a7;

    private static String sweep(String name) {
        return run(bench(name, "--primitives", "PingServlet,PingJDBCRead", "--scenario", "--threads", "1",
                "--server-warmup", "5", "--warmup", "10", "--runs", "2", "--run-seconds", "2"));
    }

    /** The bench on the default server, provisioned on the reserved ports, with the given workload options. */
    private static List<String> bench(String name, String... workload) {
        List<String> args = new ArrayList<>(List.of("bench", "--root", ROOT.toString(), "--server", "liberty"));
        args.addAll(ItPorts.options());
        args.addAll(List.of("--users", "500", "--quotes", "200", "--output", OUTPUT.resolve(name).toString()));
        args.addAll(List.of(workload));
        return args;
    }

    private static String run(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = BenchMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String output = out.toString(StandardCharsets.UTF_8);
        assertThat(exit).as("exit code; stdout:%n%s%nstderr:%n%s", output, err.toString(StandardCharsets.UTF_8)).isZero();
        return output;
    }

    @Test
    void aSmallChatRunAndAUsersSweepWithThinkTime() throws Exception {
        String terminal = run(bench("chat", "--workload", "chat", "--rooms", "2", "--room-size", "5",
                "--message-rate", "20", "--scenario", "--clients", "10,50", "--think-time", "50", "--think-spread", "25",
                "--server-warmup", "3", "--warmup", "5", "--runs", "1", "--run-seconds", "4"));

        TargetResult target = ResultsJson.read(OUTPUT.resolve("chat/results.json")).targets().get(0);
        ChatResult chat = target.chat().get(0);
        assertThat(chat.connections()).isEqualTo(10);
        assertThat(chat.failedConnections()).isZero();
        assertThat(chat.droppedConnections()).isZero();
        assertThat(chat.sent()).as("about 2 rooms x 20/s x 4 s").isBetween(100L, 180L);
        assertThat(chat.expected()).isEqualTo(chat.sent() * (5 - 1));
        assertThat(chat.delivered()).isEqualTo(chat.expected());
        assertThat(chat.misdelivered()).isZero();
        assertThat(chat.incomplete()).isZero();
        assertThat(chat.score()).isEqualTo(chat.delivered() / 4.0);
        assertThat(chat.latencyMs().p99()).isPositive().isLessThanOrEqualTo(chat.latencyMs().max());
        assertThat(chat.serverCpuMsPerThousand()).isPositive();
        assertThat(terminal).contains("chat 2 x 5");

        assertThat(target.workloads()).extracting(WorkloadResult::threads).containsExactly(10, 50);
        for (WorkloadResult users : target.workloads()) {
            // A user waits at least 25 ms between requests: no more than 40 requests/s per user.
            assertThat(users.summary().throughputMedian()).as(users.id()).isPositive()
                    .isLessThanOrEqualTo(users.threads() * 40.0);
            assertThat(users.summary().errors()).as(users.id()).isZero();
            assertThat(users.thinkTimeMs()).isEqualTo(50);
        }
        assertThat(Files.readString(OUTPUT.resolve("chat/index.html"))).contains("Chat (WebSocket rooms)",
                "Throughput versus users", "p99 latency versus users");
    }

    @Test
    void aClosedLoopChatIsScoredInDeliveriesPerSecondOverWindows() throws Exception {
        run(bench("chat-max", "--workload", "chat", "--rooms", "2", "--room-size", "5", "--message-rate", "max",
                "--server-warmup", "3", "--warmup", "5", "--runs", "3", "--run-seconds", "2"));

        TargetResult target = ResultsJson.read(OUTPUT.resolve("chat-max/results.json")).targets().get(0);
        ChatResult chat = target.chat().get(0);
        assertThat(chat.closedLoop()).isTrue();
        assertThat(chat.failedConnections() + chat.droppedConnections()).isZero();
        assertThat(chat.misdelivered()).isZero();
        assertThat(chat.incomplete()).isZero();
        assertThat(chat.delivered()).isEqualTo(chat.expected());
        assertThat(chat.sent()).as("far more than a paced room's 20/s x 6 s").isGreaterThan(2 * 20 * 6);
        WorkloadResult loop = target.workloads().get(0);
        assertThat(loop.name()).isEqualTo("chat 2 x 5 closed loop");
        assertThat(loop.runs()).hasSize(3).allSatisfy(window -> {
            assertThat(window.throughput()).isPositive();
            assertThat(window.driverCpuPercent()).isNotNull();
            assertThat(window.serverCpuMsPerRequest()).isPositive();
        });
        assertThat(loop.summary().ciLow()).isNotNull().isLessThanOrEqualTo(loop.summary().throughputMedian());
        assertThat(loop.summary().ciHigh()).isGreaterThanOrEqualTo(loop.summary().throughputMedian());
        assertThat(chat.score()).isCloseTo(loop.runs().stream().mapToDouble(RunResult::throughput).average()
                .orElseThrow(), within(0.01));
    }

    @Test
    void aTinySweepMeasuresEveryWorkloadAndCompares() throws Exception {
        String terminal = sweep("a");

        BenchResults results = ResultsJson.read(OUTPUT.resolve("a/results.json"));
        assertThat(results.targets()).hasSize(1);
        TargetResult target = results.targets().get(0);
        assertThat(target.name()).startsWith("liberty:");
        assertThat(target.footprint().startupSeconds()).isPositive();
        assertThat(target.footprint().deploySeconds()).isPositive();
        assertThat(target.footprint().diskBytes()).isPositive();
        assertThat(target.footprint().downloadBytes()).isPositive();
        assertThat(target.footprint().liveHeapBytes()).isGreaterThan(10L << 20);
        assertThat(target.appSha256()).hasSize(64);
        assertThat(target.serverJvm().flags()).contains("-Xms1g", "-Xmx1g", "-XX:+UseG1GC");
        assertThat(target.serverJvm().gc()).isEqualTo("G1");
        assertThat(target.appSettings().runtimeMode()).isNotBlank();
        assertThat(results.provenance().jmeterVersion()).isEqualTo("5.6.3");
        assertThat(target.workloads()).extracting(WorkloadResult::name)
                .containsExactly("PingServlet", "PingJDBCRead", "TradeScenario");
        for (WorkloadResult workload : target.workloads()) {
            assertThat(workload.runs()).as(workload.id()).hasSize(2);
            assertThat(workload.forks()).as(workload.id()).singleElement()
                    .satisfies(fork -> assertThat(fork.perSecond()).isNotEmpty());
            assertThat(workload.summary().throughputMedian()).as(workload.id()).isPositive();
            assertThat(workload.summary().errors()).as(workload.id()).isZero();
            assertThat(workload.flags()).as(workload.id()).doesNotContain("errors");
            for (RunResult run : workload.runs()) {
                assertThat(run.serverCpuPercent()).as(workload.id()).isPositive();
                // measured, though it may round to 0 when a loaded machine lets JMeter send a request or two
                assertThat(run.driverCpuPercent()).as(workload.id()).isNotNull().isNotNegative();
                assertThat(run.serverRssBytes()).as(workload.id()).isPositive();
                // the provisioned server's probe, with /proc as its cross-check
                assertThat(run.probe()).as(workload.id()).isNotNull();
                assertThat(run.probe().gcPausePercent()).as(workload.id()).isNotNull().isNotNegative();
                assertThat(run.probe().allocatedBytesPerRequest()).as(workload.id()).isPositive();
                assertThat(run.probe().procCpuMsPerRequest()).as(workload.id()).isPositive();
            }
        }
        String html = Files.readString(OUTPUT.resolve("a/index.html"));
        assertThat(html).contains("PingServlet", "PingJDBCRead", "TradeScenario", "<svg", "data-category=\"web\"",
                "data-category=\"jdbc\"", "data-category=\"trade\"");
        assertThat(Files.readAllLines(OUTPUT.resolve("a/results.csv"))).hasSize(1 + 3 * 2);
        try (var samples = Files.walk(OUTPUT.resolve("a/samples"))) {
            assertThat(samples.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".jtl.gz")))
                    .hasSize(3 + 1).contains("server-warmup.jtl.gz");
        }
        BufferedImage screenshot = ChromiumScreenshot.take(OUTPUT.resolve("a/index.html"), OUTPUT.resolve("report.png"),
                OUTPUT.resolve("chromium-profile"));
        assertThat(ChromiumScreenshot.pixelsOf(screenshot, FIRST_TARGET_COLOUR))
                .as("pixels of the bars drawn in the first target's colour").isGreaterThan(1000);
        assertThat(terminal).contains("PingServlet", "Report:");

        Files.createDirectories(OUTPUT.resolve("b"));
        Files.copy(OUTPUT.resolve("a/results.json"), OUTPUT.resolve("b/results.json"),
                StandardCopyOption.REPLACE_EXISTING);
        String comparison = run(List.of("compare", "--root", ROOT.toString(), "--output", OUTPUT.resolve("compare").toString(),
                OUTPUT.resolve("a/results.json").toString(), OUTPUT.resolve("b/results.json").toString()));

        assertThat(comparison).contains("PingServlet @1", "TradeScenario @1", "geometric mean", "liberty:26.0.0.3 (file 2");
        assertThat(comparison.lines().filter(l -> l.contains(" @1 "))).as("no change called between a file and its copy")
                .hasSize(3).allMatch(l -> l.matches(".*\\|.* [=?] .*"));
        assertThat(Files.readString(OUTPUT.resolve("compare/index.html"))).contains("PingJDBCRead @1", "95 % CI", "<svg");
    }

    @Test
    void twoTargetsInADuetAreLoadedAtTheSameTimeTheirLaunchesCrossed() throws Exception {
        int http = FreePorts.block(120);
        String terminal = run(List.of("bench", "--root", ROOT.toString(), "--server", "liberty,liberty",
                "--port", Integer.toString(http), "--https-port", Integer.toString(http + 5),
                "--port-base", Integer.toString(http + 20), "--users", "500", "--quotes", "200", "--forks", "2",
                "--primitives", "PingServlet,PingHtml", "--threads", "4", "--server-warmup", "3", "--warmup", "3",
                "--run-seconds", "1", "--max-rounds", "4", "--profile-server", "--output",
                OUTPUT.resolve("duet").toString()));

        BenchResults results = ResultsJson.read(OUTPUT.resolve("duet/results.json"));
        assertThat(results.settings().duet()).isTrue();
        assertThat(results.settings().forks()).isEqualTo(2);
        assertThat(results.windows()).hasSize(2 * 4).allSatisfy(window -> assertThat(window.targets()).hasSize(2));
        for (TargetResult target : results.targets()) {
            assertThat(target.failuresOrEmpty()).as(target.name()).isEmpty();
            assertThat(target.launches()).hasSize(2);
            for (WorkloadResult workload : target.workloads()) {
                assertThat(workload.runs()).as(target.name() + " " + workload.id()).extracting(RunResult::round)
                        .containsExactly(1, 2, 3, 4);
                assertThat(workload.runs()).extracting(RunResult::serverCpuShare).allSatisfy(share ->
                        assertThat(share).isBetween(0.0, 1.0));
                assertThat(workload.summary().errors()).isZero();
                assertThat(workload.forks()).as("every launch's flight recording of " + workload.id())
                        .extracting(ForkSeries::flightRecording).hasSize(2).allSatisfy(recording ->
                                assertThat(OUTPUT.resolve("duet").resolve(recording)).isNotEmptyFile());
            }
        }
        assertThat(results.targets().get(0).workloads().get(0).runs()).extracting(RunResult::fork)
                .containsExactly(1, 2, 1, 2);
        assertThat(results.targets().get(1).workloads().get(0).runs()).extracting(RunResult::fork)
                .containsExactly(1, 2, 2, 1);
        for (var window : results.windows()) {
            long start = java.time.Instant.parse(window.start()).toEpochMilli();
            long end = java.time.Instant.parse(window.end()).toEpochMilli();
            Path jtl = OUTPUT.resolve("duet/samples/duet").resolve(window.workload() + "-crossing1.jtl.gz");
            for (int lane = 0; lane < 2; lane++) {
                assertThat(requests(jtl, lane)).as("lane %d loaded from the start to the end of window %d", lane,
                        window.position()).anySatisfy(r -> assertThat(r[0]).isLessThanOrEqualTo(start))
                        .anySatisfy(r -> assertThat(r[1]).isBetween(end - 300, end))
                        .anySatisfy(r -> assertThat(r[1]).isBetween(start, start + 300));
            }
        }
        String comparison = Files.readString(OUTPUT.resolve("duet/comparison.json"));
        assertThat(comparison).contains("\"paired\" : true", "\"rounds\" : 4", "\"minimumDetectablePercent\"");
        assertThat(Files.readString(OUTPUT.resolve("duet/index.html"))).contains("forest-plot", "duet: 2 launch(es)");
        assertThat(terminal).contains("schedule: duet", "server warm-up of 4 servers at once", "crossing 1");
    }

    /**
     * A short series (the pinned Liberty given as a range of one version, then twice more), kept twice in a history:
     * each run names its steps; the history draws its series and exports them for Otava.
     */
    @Test
    void aShortSeriesKeptTwiceInAHistory() throws Exception {
        String pinned = io.daytrader.launch.KindDescriptor.read(ROOT.resolve("servers/liberty")).versionsTried().get(0);
        Path history = OUTPUT.resolve("history");
        for (int run = 1; run <= 2; run++) {
            int http = FreePorts.block(120);
            String terminal = run(List.of("bench", "--root", ROOT.toString(), "--server",
                    "liberty:" + pinned + ".." + pinned + ",liberty,liberty",
                    "--port", Integer.toString(http), "--https-port", Integer.toString(http + 5),
                    "--port-base", Integer.toString(http + 20), "--users", "500", "--quotes", "200", "--forks", "1",
                    "--primitives", "PingServlet,PingHtml", "--threads", "4", "--server-warmup", "3", "--warmup", "3",
                    "--run-seconds", "1", "--max-rounds", "3", "--history", history.toString(),
                    "--output", OUTPUT.resolve("series-" + run).toString()));

            assertThat(terminal).contains("Series liberty:" + pinned + " -> ", " steps called", "History: ");
            assertThat(ResultsJson.read(OUTPUT.resolve("series-" + run + "/results.json")).targets()).hasSize(3);
            assertThat(Files.readString(OUTPUT.resolve("series-" + run + "/series.json"))).contains("\"steps\"",
                    "\"fromLabel\"");
            assertThat(Files.readString(OUTPUT.resolve("series-" + run + "/index.html"))).contains("id=\"series\"",
                    "PingHtml @4");
        }
        String drawn = run(List.of("history", "--root", ROOT.toString(), history.toString()));

        assertThat(drawn).contains("History: 2 runs", "PingServlet @4, ", "no change point");
        assertThat(Files.readAllLines(history.resolve("report/otava/target-1.csv"))).hasSize(3);
        assertThat(Files.readAllLines(history.resolve("report/otava/target-2.csv"))).hasSize(3);
        assertThat(Files.readString(history.resolve("report/index.html"))).contains("machine-dependent");
    }

    /** The start and end (epoch ms) of every request of lane {@code lane} in a gzipped JTL of a duet. */
    private static List<long[]> requests(Path jtl, int lane) throws java.io.IOException {
        List<long[]> requests = new ArrayList<>();
        try (var reader = new java.io.BufferedReader(new java.io.InputStreamReader(
                new java.util.zip.GZIPInputStream(Files.newInputStream(jtl)), StandardCharsets.UTF_8))) {
            List<String> header = List.of(reader.readLine().split(","));
            int stamp = header.indexOf("timeStamp");
            int elapsed = header.indexOf("elapsed");
            int thread = header.indexOf("threadName");
            String line;
            while ((line = reader.readLine()) != null) {
                String[] fields = line.split(",");
                if (fields[thread].startsWith("lane" + lane + " ")) {
                    long begun = Long.parseLong(fields[stamp]);
                    requests.add(new long[] {begun, begun + Long.parseLong(fields[elapsed])});
                }
            }
        }
        return requests;
    }

    @Test
    void twoTargetsAlternatingAreComparedInShuffledRounds() throws Exception {
        int http = FreePorts.block(50);
        String terminal = run(List.of("bench", "--root", ROOT.toString(), "--server", "liberty,liberty",
                "--schedule", "alternating",
                "--port", Integer.toString(http), "--https-port", Integer.toString(http + 2),
                "--port-base", Integer.toString(http + 10), "--users", "500", "--quotes", "200",
                "--primitives", "PingServlet,PingHtml", "--threads", "4", "--server-warmup", "3", "--warmup", "3",
                "--run-seconds", "1", "--max-rounds", "3", "--seed", "5", "--output",
                OUTPUT.resolve("side-by-side").toString()));

        BenchResults results = ResultsJson.read(OUTPUT.resolve("side-by-side/results.json"));
        assertThat(results.settings().sideBySide()).isTrue();
        assertThat(results.settings().duet()).isFalse();
        assertThat(results.settings().roundSeed()).isEqualTo(5L);
        assertThat(results.targets()).extracting(TargetResult::name).hasSize(2)
                .allMatch(name -> name.startsWith("liberty:")).last().asString().endsWith(" #2");
        for (TargetResult target : results.targets()) {
            assertThat(target.failuresOrEmpty()).as(target.name()).isEmpty();
            for (WorkloadResult workload : target.workloads()) {
                assertThat(workload.runs()).as(target.name() + " " + workload.id()).extracting(RunResult::round)
                        .containsExactly(1, 2, 3);
                assertThat(workload.summary().errors()).isZero();
            }
        }
        String comparison = Files.readString(OUTPUT.resolve("side-by-side/comparison.json"));
        assertThat(comparison).contains("\"paired\" : true", "\"rounds\" : 3", "\"minimumDetectablePercent\"");
        assertThat(Files.readString(OUTPUT.resolve("side-by-side/index.html"))).contains("forest-plot",
                "alternating: every target up at once");
        assertThat(terminal).contains(" #2 against liberty:", "Comparison:");
        try (var samples = Files.walk(OUTPUT.resolve("side-by-side/samples"))) {
            assertThat(samples.map(p -> p.getFileName().toString())).contains("PingServlet@4-round3.jtl.gz");
        }
    }

    @Test
    void runtimeModesTakeTurnsOnOneLaunchAndAreTargetsOfTheirOwn() throws Exception {
        run(bench("modes", "--scenario", "--runtime-modes", "EJB3,DIRECT", "--threads", "1", "--server-warmup", "3",
                "--warmup", "5", "--runs", "1", "--run-seconds", "2"));

        List<TargetResult> targets = ResultsJson.read(OUTPUT.resolve("modes/results.json")).targets();
        assertThat(targets).hasSize(2);
        assertThat(targets.get(0).name()).startsWith("liberty:").endsWith(" [EJB3]");
        assertThat(targets.get(1).name()).isEqualTo(targets.get(0).name().replace("[EJB3]", "[DIRECT]"));
        assertThat(targets).extracting(t -> t.appSettings().runtimeMode()).containsExactly("Full EJB3", "Direct (JDBC)");
        assertThat(targets.get(1).launches()).as("one launch measured both modes")
                .isEqualTo(targets.get(0).launches()).hasSize(1);
        for (TargetResult target : targets) {
            assertThat(target.serverWarmups()).as(target.name()).hasSize(1);
            WorkloadResult scenario = target.workloads().get(0);
            assertThat(scenario.name()).isEqualTo("TradeScenario");
            assertThat(scenario.summary().throughputMedian()).as(target.name()).isPositive();
            assertThat(scenario.summary().errors()).as(target.name()).isZero();
        }
        try (var samples = Files.walk(OUTPUT.resolve("modes/samples"))) {
            assertThat(samples.filter(p -> p.getFileName().toString().equals("server-warmup.jtl.gz"))
                    .map(p -> p.getParent().getFileName().toString()))
                    .as("a warm-up pass per mode, each with its own samples").hasSize(2)
                    .anyMatch(dir -> dir.endsWith("_EJB3_-launch1")).anyMatch(dir -> dir.endsWith("_DIRECT_-launch1"));
        }
    }

    @Test
    void aDistributedRunWithTwoEnginesMergesWhatEachSent() throws Exception {
        run(bench("distributed", "--primitives", "PingServlet", "--threads", "2", "--engines", "127.0.0.2,127.0.0.3",
                "--server-warmup", "0", "--warmup", "3", "--runs", "1", "--run-seconds", "2"));

        BenchResults results = ResultsJson.read(OUTPUT.resolve("distributed/results.json"));
        WorkloadResult servlet = results.targets().get(0).workloads().get(0);
        assertThat(results.settings().engines()).hasSize(2);
        assertThat(servlet.requestsByEngine()).hasSize(2).allSatisfy((engine, requests) ->
                assertThat(requests).as(engine).isPositive());
        long jtlLines;
        try (var samples = Files.walk(OUTPUT.resolve("distributed/samples"))) {
            Path jtl = samples.filter(p -> p.getFileName().toString().equals("PingServlet@2.jtl.gz")).findFirst()
                    .orElseThrow();
            try (var lines = new java.io.BufferedReader(new java.io.InputStreamReader(
                    new java.util.zip.GZIPInputStream(Files.newInputStream(jtl)), StandardCharsets.UTF_8)).lines()) {
                jtlLines = lines.count() - 1;
            }
        }
        assertThat(servlet.requestsByEngine().values().stream().mapToLong(Long::longValue).sum())
                .as("the engines' requests add up to the merged samples").isEqualTo(jtlLines);
        assertThat(servlet.summary().throughputMedian()).isPositive();
        assertThat(servlet.summary().errors()).isZero();
    }
}
