package io.daytrader.bench.multihost;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsJson;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 47: the lab across hosts, on one machine. Two JMeter engines, the server and PostgreSQL each run in a network
 * namespace of their own, the bench in a fifth, all linked through a bridge ({@link Network}); the bench drives the
 * server with {@code --url}, {@code --probe}, {@code --engines} and {@code --engine-probes}, and every figure of a
 * local run must be there: throughput, latency, server CPU per request (from the server's probe), GC and allocation,
 * the server's JVM, and each engine's CPU. Needs root: {@code ./mvnw -B verify -Pmulti-host -pl daytrader-bench -am
 * -Dit.test=MultiHostIT}.
 */
class MultiHostIT {

    private static final Path ROOT = Path.of(System.getProperty("daytrader.bench.root")).toAbsolutePath().normalize();
    private static final Path OUTPUT = Path.of(System.getProperty("daytrader.bench.it.output")).resolve("multi-host");
    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String ADMIN_PASSWORD = "multi-host-it";
    private static final int HTTP_PORT = 20080;
    private static final int PROBE_PORT = HTTP_PORT + 1020 + 19;
    private static final int DB_PORT = 25432;
    private static final int ENGINE_PORT = 1099;
    private static final int ENGINE_PROBE_PORT = 20050;
    private static final List<String> ENGINES = List.of("engine1", "engine2");
    /** For each process to be ready: generous, as the build runs at idle priority on a busy machine too. */
    private static final Duration START_TIMEOUT = Duration.ofMinutes(10);
    /** For the whole sweep: a server warm-up pass and two workloads, each driver run with its own start-up. */
    private static final Duration SWEEP_TIMEOUT = Duration.ofMinutes(40);

    @Test
    void aSweepAcrossHostsHasEveryFigureOfALocalRun() throws Exception {
        assertThat(System.getProperty("user.name")).as("network namespaces need root").isEqualTo("root");
        Files.createDirectories(OUTPUT);
        try (Network network = Network.of(List.of("lab", "engine1", "engine2", "server", "database"))) {
            String dbUrl = startDatabase(network);
            List<String> engines = new ArrayList<>();
            List<String> engineProbes = new ArrayList<>();
            for (String engine : ENGINES) {
                startEngine(network, engine);
                engines.add(network.address(engine) + ":" + ENGINE_PORT);
                engineProbes.add(network.address(engine) + ":" + ENGINE_PROBE_PORT);
            }
            String url = startServer(network, dbUrl);

            Path sweep = OUTPUT.resolve("sweep");
            Path benchOut = OUTPUT.resolve("bench.out");
            Process bench = network.on("lab", lab("bench", "--url", url,
                    "--admin-password", ADMIN_PASSWORD, "--probe", network.address("server") + ":" + PROBE_PORT,
                    "--engines", String.join(",", engines), "--engine-probes", String.join(",", engineProbes),
                    "--primitives", "PingServlet,PingJDBCRead", "--threads", "4", "--server-warmup", "5",
                    "--warmup", "5", "--runs", "2", "--run-seconds", "2", "--driver-jvm-opts",
                    "-Xms256m -Xmx256m -XX:+UseParallelGC -Djava.rmi.server.hostname=" + network.address("lab"),
                    "--output", sweep.toString())).directory(ROOT.toFile()).redirectOutput(benchOut.toFile()).start();
            assertThat(bench.waitFor(SWEEP_TIMEOUT.toSeconds(), TimeUnit.SECONDS)).as("the sweep ends").isTrue();
            assertThat(bench.exitValue()).as(Network.text(benchOut)).isZero();

            BenchResults results = ResultsJson.read(sweep.resolve("results.json"));
            TargetResult target = results.targets().get(0);
            assertThat(target.serverJvm()).as("the server's JVM, from its probe").isNotNull();
            assertThat(target.serverJvm().gc()).contains("G1");
            assertThat(target.serverJvm().flags()).contains("-Xmx1g");
            assertThat(target.workloads()).hasSize(2).allSatisfy(w -> hasEveryFigure(w, engines));
        }
    }

    private static void hasEveryFigure(WorkloadResult workload, List<String> engines) {
        assertThat(workload.summary().throughputMedian()).as(workload.id()).isPositive();
        assertThat(workload.summary().errors()).as(workload.id()).isZero();
        assertThat(workload.summary().latencyMs().max()).as(workload.id()).isPositive()
                .isGreaterThanOrEqualTo(workload.summary().latencyMs().p99());
        assertThat(workload.requestsByEngine()).as(workload.id()).hasSize(2);
        assertThat(workload.summary().serverCpuMsPerRequest()).as(workload.id()).isPositive();
        assertThat(workload.summary().serverCpuPercent()).as(workload.id()).isPositive();
        assertThat(workload.summary().driverCpuPercent()).as(workload.id()).isNotNull();
        assertThat(workload.summary().engineCpuPercent()).as(workload.id()).isPositive();
        assertThat(workload.summary().probe()).as(workload.id()).isNotNull();
        assertThat(workload.summary().probe().gcPausePercent()).as(workload.id()).isNotNull();
        assertThat(workload.summary().probe().allocatedBytesPerRequest()).as(workload.id()).isPositive();
        assertThat(workload.summary().probe().heapAfterGcBytes()).as(workload.id()).isPositive();
        assertThat(workload.summary().probe().threads()).as(workload.id()).isPositive();
        assertThat(workload.summary().probe().procCpuMsPerRequest()).as("no /proc for a server on another host")
                .isNull();
        for (RunResult run : workload.runs()) {
            assertThat(run.engineCpuPercent()).as(workload.id()).containsOnlyKeys(engines);
        }
    }

    private static String startDatabase(Network network) throws Exception {
        Path out = OUTPUT.resolve("database.out");
        Process database = network.on("database", List.of(JAVA, "-cp", benchJar(),
                "io.daytrader.dbserver.NetworkDatabase", OUTPUT.resolve("database").toString(),
                network.address("database"), Integer.toString(DB_PORT), Network.SUBNET + ".0/24"))
                .redirectOutput(out.toFile()).start();
        await("PostgreSQL", database, out, () -> contains(out, "ready jdbc:"));
        return "jdbc:postgresql://" + network.address("database") + ":" + DB_PORT + "/postgres";
    }

    private static void startEngine(Network network, String engine) throws Exception {
        String address = network.address(engine);
        Path out = OUTPUT.resolve(engine + ".out");
        Process process = network.on(engine, List.of(JAVA,
                "-javaagent:" + ROOT.resolve("daytrader-probe/target/daytrader-probe.jar") + "=port=" + ENGINE_PROBE_PORT,
                "-Xms256m", "-Xmx256m", "-Djava.rmi.server.hostname=" + address, "-jar",
                ROOT.resolve("jmeter-plans/target/jmeter/bin/ApacheJMeter.jar").toString(), "-s",
                "-Jserver_port=" + ENGINE_PORT, "-Jserver.rmi.localport=" + (ENGINE_PORT + 1),
                "-Jserver.rmi.ssl.disable=true", "-Jsampleresult.timestamp.start=true",
                "-j", OUTPUT.resolve(engine + ".log").toString())).redirectOutput(out.toFile()).start();
        await("the JMeter engine " + engine, process, out, () -> contains(out, "Created remote object"));
    }

    private static String startServer(Network network, String dbUrl) throws Exception {
        Path out = OUTPUT.resolve("serve.out");
        ProcessBuilder serve = network.on("server", lab("serve", "--port", Integer.toString(HTTP_PORT), "--db",
                "postgresql", "--db-url", dbUrl, "--users", "500", "--quotes", "200", "--admin-password",
                ADMIN_PASSWORD)).directory(ROOT.toFile()).redirectOutput(out.toFile());
        serve.environment().put("DAYTRADER_HTTP_HOST", "0.0.0.0");
        Process process = serve.start();
        String url = "http://" + network.address("server") + ":" + HTTP_PORT + "/daytrader";
        await("the server", process, out, () -> {
            try {
                return network.answers("lab", url + "/");
            } catch (Exception e) {
                return false;
            }
        });
        return url;
    }

    private static void await(String what, Process process, Path out, BooleanSupplier ready) throws Exception {
        long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
        while (!ready.getAsBoolean()) {
            assertThat(process.isAlive()).as("%s runs; its output:%n%s", what, Network.text(out)).isTrue();
            assertThat(System.nanoTime()).as("%s is ready within %s; its output:%n%s", what, START_TIMEOUT,
                    Network.text(out)).isLessThan(deadline);
            Thread.sleep(500);
        }
    }

    private static boolean contains(Path out, String text) {
        try {
            return Network.text(out).contains(text);
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /**
     * A verb of the lab's jar as {@code ./daytrader VERB ARGS} runs it, without the launcher's staleness check: this
     * build has just packaged it.
     */
    private static List<String> lab(String verb, String... args) {
        List<String> command = new ArrayList<>(List.of(JAVA, "-jar", benchJar(), verb, "--root", ROOT.toString(),
                "--default-server", "liberty"));
        command.addAll(List.of(args));
        return command;
    }

    private static String benchJar() {
        return ROOT.resolve("daytrader-bench/target/daytrader-bench.jar").toString();
    }
}
