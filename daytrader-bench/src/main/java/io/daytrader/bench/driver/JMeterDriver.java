package io.daytrader.bench.driver;

import io.daytrader.launch.CpuPinning;

import io.daytrader.bench.measure.JtlTail;
import io.daytrader.bench.measure.ProcessSampler;
import io.daytrader.bench.measure.Sample;
import io.daytrader.bench.probe.ProbeClient;
import io.daytrader.bench.probe.ProbeSampler;
import io.daytrader.bench.probe.ProbeSeries;
import io.daytrader.bench.measure.RunControl;
import io.daytrader.bench.plan.Workload;
import io.daytrader.launch.process.ChildProcesses;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.LongStream;

/**
 * Runs JMeter plans in non-GUI mode on the driver's CPUs, with a fixed heap and a throughput collector, writing
 * every request to a CSV JTL, and samples the CPU of JMeter (and of the engines the bench started) while a run
 * lasts. Local runs go to one resident JMeter per server launch ({@link ResidentJMeter}), so the driver's own code
 * is compiled after the server's warm-up pass instead of warming up again in every workload. The JTL is followed as
 * JMeter writes it; when the run's {@link RunControl} has what it needs, JMeter is asked to shut down (running
 * requests finish and are recorded). A local run can also load several servers at once, a lane each (a duet: one
 * plan, a thread group per lane, in the one JMeter), be followed in the background ({@link #begin}) and send a
 * lane to another server while it runs ({@link LaneRun#redirect}). With remote engines a JMeter process of its own
 * sends the plan to them (JMeter's -R) and writes the samples they send back.
 */
public final class JMeterDriver implements AutoCloseable {

    /** JMeter start-up and shutdown on top of the plan's duration, for the progress estimate. */
    public static final int OVERHEAD_SECONDS = 4;
    /** The driver JVM: a fixed 1 GB heap, the parallel (throughput) collector, small thread stacks. */
    public static final List<String> DEFAULT_JVM_OPTIONS = List.of("-Xms1g", "-Xmx1g", "-XX:+UseParallelGC",
            "-XX:MaxMetaspaceSize=256m", "-Xss256k");
    /**
     * The run's end on top of the plan's duration, counted from the test's start ({@link RunDeadline}): the last
     * requests, JMeter's shutdown and the engines' tidying up.
     */
    private static final int GRACE_SECONDS = 120;
    /**
     * How long JMeter may take to start the test: a cold JVM loading JMeter, and with remote engines each engine
     * configuring the plan over RMI. On a loaded machine this alone took more than two minutes; ten is generous and
     * still gives up on a JMeter that never starts.
     */
    public static final int START_UP_SECONDS = 600;
    /** What a distributed JMeter prints once every engine was told to start the test (JMeter's DistributedRunner). */
    static final String ENGINES_STARTED = "Remote engines have been started";
    private static final long POLL_MILLIS = 250;

    /** What a JTL records: start time stamps, and only what the bench reads or what explains an error. */
    private static final List<String> UNSAVED_COLUMNS = List.of("url", "data_type", "idle_time", "subresults");
    /** Columns only JMeter's HTML dashboard needs (and the thread name): left out unless it is asked for. */
    private static final List<String> DASHBOARD_COLUMNS = List.of("bytes", "sent_bytes", "thread_counts", "latency",
            "connect_time");

    private final JMeterHome home;
    private final Path plansDir;
    private final String driverCpus;
    private final List<String> jvmOptions;
    private final RemoteEngines engines;
    private final boolean dashboards;
    private ResidentJMeter resident;

    /** @param dashboards whether each run also writes JMeter's HTML dashboard (and the JTL the columns it needs) */
    public JMeterDriver(JMeterHome home, Path plansDir, String driverCpus, List<String> jvmOptions,
                        RemoteEngines engines, boolean dashboards) {
        this.home = home;
        this.plansDir = plansDir;
        this.driverCpus = driverCpus;
        this.jvmOptions = jvmOptions;
        this.engines = engines;
        this.dashboards = dashboards;
    }

    /** Runs {@code workload} for at most {@code durationSeconds}, ending earlier when {@code control} is done. */
    public DriverRun run(Workload workload, Target target, int durationSeconds, ThinkTime think, Path jtl,
                         RunControl control) {
        return run(workload, target, durationSeconds, think, jtl, control, engines);
    }

    /** The same, on this machine only (e.g. the server's warm-up pass, whatever the engines). */
    public DriverRun runLocally(Workload workload, Target target, int durationSeconds, ThinkTime think, Path jtl,
                                RunControl control) {
        return run(workload, target, durationSeconds, think, jtl, control, RemoteEngines.none());
    }

    /**
     * Begins a run on this machine that loads {@code lanes} at once, a lane each (the plan's threads in every lane;
     * every sample's thread name says its lane: {@code Sample#lane}), and follows it in the background:
     * {@link LaneRun#await} gives what {@link #runLocally} gives.
     */
    public LaneRun begin(Workload workload, List<Target> lanes, int durationSeconds, ThinkTime think, Path jtl,
                         RunControl control) {
        LaneRun run = new LaneRun(workload.describe());
        Thread follower = new Thread(() -> run.ended(() -> {
            Files.createDirectories(jtl.getParent());
            Files.deleteIfExists(jtl);
            return runResident(workload, lanes, durationSeconds, think, jtl, control, run);
        }), "lanes-" + workload.id());
        follower.setDaemon(true);
        follower.start();
        return run;
    }

    /** A run of several lanes, followed in the background. */
    public final class LaneRun {

        private final String what;
        private final CompletableFuture<DriverRun> outcome = new CompletableFuture<>();
        private volatile ResidentJMeter engine;

        private LaneRun(String what) {
            this.what = what;
        }

        /** Sends lane {@code lane}'s next requests to {@code target} (each thread from its next iteration on). */
        public void redirect(int lane, Target target) {
            ResidentJMeter running = engine;
            if (running == null) {
                throw new IllegalStateException("no test runs to redirect lane " + lane + " of (" + what + ")");
            }
            try {
                running.set(laneProperties(lane, target));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot redirect lane " + lane + ": " + e.getMessage(), e);
            }
        }

        /** Whether the run has ended (well or not). */
        public boolean ended() {
            return outcome.isDone();
        }

        /** Waits for the run's end; a failed run throws as {@link #run} does. */
        public DriverRun await() throws InterruptedException {
            try {
                return outcome.get();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException runtime) {
                    throw runtime;
                }
                throw new IllegalStateException("JMeter failed on " + what + ": " + e.getCause(), e.getCause());
            }
        }

        void running(ResidentJMeter resident) {
            engine = resident;
        }

        private void ended(Body body) {
            try {
                outcome.complete(body.run());
            } catch (IOException e) {
                outcome.completeExceptionally(new UncheckedIOException("cannot run JMeter: " + e.getMessage(), e));
            } catch (InterruptedException e) {
                outcome.completeExceptionally(new IllegalStateException("interrupted while JMeter ran " + what, e));
            } catch (RuntimeException | Error e) {
                outcome.completeExceptionally(e);
            } finally {
                engine = null;
            }
        }
    }

    private interface Body {
        DriverRun run() throws IOException, InterruptedException;
    }

    /** Where the plan sends its requests. */
    public record Target(String protocol, String host, int port) {
    }

    private DriverRun run(Workload workload, Target target, int durationSeconds, ThinkTime think, Path jtl,
                          RunControl control, RemoteEngines runEngines) {
        try {
            Files.createDirectories(jtl.getParent());
            Files.deleteIfExists(jtl);
            return runEngines.isEmpty() ? runResident(workload, List.of(target), durationSeconds, think, jtl, control,
                    null) : runDistributed(workload, target, durationSeconds, think, jtl, control, runEngines);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run JMeter: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while JMeter ran " + workload.describe(), e);
        }
    }

    /** A run of the resident JMeter; several {@code lanes} run as lanes of one test ({@code handle}: null unless begun). */
    private DriverRun runResident(Workload workload, List<Target> lanes, int durationSeconds, ThinkTime think,
                                  Path jtl, RunControl control, LaneRun handle) throws IOException, InterruptedException {
        RunDeadline deadline = deadline(durationSeconds);
        ResidentJMeter engine = resident(jtl.getParent());
        ProcessSampler sampler = ProcessSampler.start(engine.pid());
        String failure;
        try {
            Map<String, String> properties = planProperties(workload, lanes.get(0), durationSeconds, think, 1);
            if (handle != null) {
                properties.put(LANES, String.valueOf(lanes.size()));
                for (int lane = 0; lane < lanes.size(); lane++) {
                    properties.putAll(laneProperties(lane, lanes.get(lane)));
                }
            }
            engine.begin(plansDir.resolve(workload.plan()), jtl, dashboards ? sibling(jtl, "-dashboard") : null,
                    properties);
            if (handle != null) {
                handle.running(engine);
            }
            failure = follow(engine::awaitEnd, engine::hasStarted, engine::stop, new JtlTail(jtl), control, deadline);
        } finally {
            sampler.close();
        }
        if (failure == null) {
            retire();
        }
        checkEnded(failure, deadline, workload, jtl, engine.log());
        return new DriverRun(jtl, engine.log(), sampler.series(), Map.of(), deadline.startUp());
    }

    private DriverRun runDistributed(Workload workload, Target target, int durationSeconds, ThinkTime think,
                                     Path jtl, RunControl control, RemoteEngines runEngines)
            throws IOException, InterruptedException {
        Path log = sibling(jtl, ".log");
        Path out = sibling(jtl, ".out");
        RunDeadline deadline = deadline(durationSeconds);
        int shutdownPort = freeUdpPort();
        List<String> command = command(workload, target, durationSeconds, think, jtl, log, shutdownPort,
                runEngines);
        Process process = ChildProcesses.track(new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(out.toFile()).start());
        ProcessSampler sampler = ProcessSampler.start(LongStream.concat(LongStream.of(process.pid()),
                runEngines.pids().stream().mapToLong(Long::longValue)).toArray());
        Map<String, ProbeSampler> probes = new TreeMap<>();
        runEngines.probes().forEach((engine, probe) -> probes.put(engine, ProbeSampler.start(new ProbeClient(probe))));
        String failure;
        try {
            failure = follow(millis -> process.waitFor(millis, TimeUnit.MILLISECONDS)
                            ? (process.exitValue() == 0 ? "" : "exit " + process.exitValue()) : null,
                    () -> says(out, ENGINES_STARTED), () -> shutdown(shutdownPort), new JtlTail(jtl), control,
                    deadline);
            if (failure == null) {
                process.destroyForcibly();
            }
        } finally {
            sampler.close();
            probes.values().forEach(ProbeSampler::close);
            ChildProcesses.untrack(process);
        }
        checkEnded(failure, deadline, workload, jtl, log);
        Map<String, ProbeSeries> engineSeries = new TreeMap<>();
        probes.forEach((engine, probe) -> engineSeries.put(engine, probe.series()));
        return new DriverRun(jtl, log, sampler.series(), engineSeries, deadline.startUp());
    }

    private static RunDeadline deadline(int durationSeconds) {
        return new RunDeadline(System.nanoTime(), Duration.ofSeconds(START_UP_SECONDS),
                Duration.ofSeconds(durationSeconds + GRACE_SECONDS));
    }

    /** Whether JMeter's console output {@code out} has printed {@code text} yet. */
    private static boolean says(Path out, String text) {
        try {
            return Files.exists(out) && Files.readString(out, StandardCharsets.ISO_8859_1).contains(text);
        } catch (IOException e) {
            return false;
        }
    }

    private static void checkEnded(String failure, RunDeadline deadline, Workload workload, Path jtl, Path log) {
        if (failure == null) {
            throw new IllegalStateException("JMeter " + deadline.overrun() + " on " + workload.describe() + "; see "
                    + log);
        }
        if (!failure.isEmpty() || !Files.exists(jtl)) {
            throw new IllegalStateException("JMeter failed on " + workload.describe() + " (" + failure + "); see "
                    + log);
        }
    }

    /** Stops the resident JMeter; the next local run starts a new one (each server launch gets its own driver). */
    public synchronized void retire() {
        if (resident != null) {
            resident.close();
            resident = null;
        }
    }

    @Override
    public void close() {
        retire();
    }

    private synchronized ResidentJMeter resident(Path logDir) {
        if (resident == null) {
            resident = ResidentJMeter.start(home, launchPrefix(), processProperties(true),
                    logDir.resolve("jmeter.log"), logDir.resolve("jmeter.out"));
        }
        return resident;
    }

    private List<String> launchPrefix() {
        List<String> prefix = new ArrayList<>(CpuPinning.prefix(driverCpus));
        prefix.add(java());
        prefix.addAll(jvmOptions);
        return prefix;
    }

    /** How a run is seen to end ({@code awaitEnd}: null while it runs, "" when it ended well, else why not). */
    private interface RunEnd {
        String await(long millis) throws InterruptedException;
    }

    private interface Shutdown {
        void send() throws IOException;
    }

    /**
     * Follows the JTL until the run ends; null if it did not end within {@code deadline}, else {@link RunEnd}'s
     * answer. The test has started when JMeter says so ({@code started}) or its first sample arrives.
     */
    private static String follow(RunEnd end, BooleanSupplier started, Shutdown shutdown, JtlTail tail,
                                 RunControl control, RunDeadline deadline) throws InterruptedException, IOException {
        boolean shutdownSent = false;
        String outcome;
        while ((outcome = end.await(POLL_MILLIS)) == null) {
            if (!deadline.hasStarted() && started.getAsBoolean()) {
                deadline.started(System.nanoTime());
            }
            if (deadline.expired(System.nanoTime())) {
                return null;
            }
            if (!shutdownSent) {
                List<Sample> samples = tail.poll();
                if (!samples.isEmpty()) {
                    deadline.started(System.nanoTime());
                }
                control.accept(samples);
                if (control.done()) {
                    shutdown.send();
                    shutdownSent = true;
                }
            }
        }
        return outcome;
    }

    private static void shutdown(int port) throws IOException {
        byte[] command = "Shutdown".getBytes(StandardCharsets.US_ASCII);
        try (DatagramSocket socket = new DatagramSocket()) {
            socket.send(new DatagramPacket(command, command.length, InetAddress.getLoopbackAddress(), port));
        }
    }

    private static int freeUdpPort() {
        try (DatagramSocket socket = new DatagramSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free UDP port for JMeter's shutdown command", e);
        }
    }

    /** Where the plan sends its requests, as the properties it reads. */
    static Map<String, String> targetProperties(Target target) {
        return laneProperties(null, target);
    }

    /** Where a lane (null: a run without lanes) sends its requests, as the properties it reads (LanePlan's names). */
    static Map<String, String> laneProperties(Integer lane, Target target) {
        String suffix = lane == null ? "" : "." + lane;
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("PROTOCOL" + suffix, target.protocol());
        properties.put("HOST" + suffix, target.host());
        properties.put("PORT" + suffix, String.valueOf(target.port()));
        return properties;
    }

    /** The run property that asks the resident engine for lanes (its LanePlan). */
    static final String LANES = "LANES";

    /** An engine's part of {@code total} (rounded up, so the engines together give at least the total). */
    static int share(int total, int engines) {
        return (total + engines - 1) / engines;
    }

    private static Path sibling(Path jtl, String extension) {
        return jtl.resolveSibling(jtl.getFileName().toString().replace(".jtl", extension));
    }

    static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The command of a distributed run: this JMeter sends the plan to the engines and writes their samples. */
    List<String> command(Workload workload, Target target, int durationSeconds, ThinkTime think, Path jtl, Path log,
                         int shutdownPort, RemoteEngines runEngines) {
        List<String> command = launchPrefix();
        command.addAll(List.of("-jar", home.launcher().toString(), "-n", "-t",
                plansDir.resolve(workload.plan()).toString(), "-l", jtl.toString(), "-j", log.toString()));
        command.add("-Jjmeterengine.nongui.port=" + shutdownPort);
        command.add("-Jjmeterengine.nongui.maxport=" + shutdownPort);
        // The open model's thread pool would keep JMeter's JVM alive for a minute after the test.
        command.add("-Jjmeterengine.force.system.exit=true");
        processProperties(true).forEach((name, value) -> command.add(
                (name.startsWith("jmeter.save.") ? "-J" : "-G") + name + "=" + value));
        if (dashboards) {
            command.addAll(List.of("-e", "-o", sibling(jtl, "-dashboard").toString()));
        }
        command.add("-R" + String.join(",", runEngines.hostPorts()));
        command.add("-Jserver.rmi.ssl.disable=true");
        // Samples come back as they are taken, so the bench can follow the run.
        command.add("-Jmode=StrippedAsynch");
        // Every engine runs the whole plan: the load is split between them.
        planProperties(workload, target, durationSeconds, think, runEngines.hostPorts().size())
                .forEach((name, value) -> command.add("-G" + name + "=" + value));
        return command;
    }

    /**
     * The JMeter properties of a whole driver process: what the JTL records (the thread name when the samples of
     * several engines are merged, of several lanes, or the dashboard asks for it) and start time stamps.
     */
    Map<String, String> processProperties(boolean threadName) {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("jmeter.save.saveservice.output_format", "csv");
        for (String column : UNSAVED_COLUMNS) {
            properties.put("jmeter.save.saveservice." + column, "false");
        }
        for (String column : DASHBOARD_COLUMNS) {
            properties.put("jmeter.save.saveservice." + column, String.valueOf(dashboards));
        }
        properties.put("jmeter.save.saveservice.thread_name", String.valueOf(threadName || dashboards));
        properties.put("sampleresult.timestamp.start", "true");
        return properties;
    }

    /** The properties the plan reads (__P): where to send, how many threads, how long, think time, the rate. */
    Map<String, String> planProperties(Workload workload, Target target, int durationSeconds, ThinkTime think,
                                       int engineCount) {
        Map<String, String> properties = targetProperties(target);
        properties.put("THREADS", String.valueOf(share(workload.threads(), engineCount)));
        properties.put("DURATION", String.valueOf(durationSeconds));
        properties.put("THINK", String.valueOf(think.least()));
        properties.put("THINK_SPREAD", String.valueOf(think.range()));
        if (workload.rate() != null) {
            properties.put("RATE", String.valueOf(share(workload.rate(), engineCount)));
        }
        properties.putAll(workload.properties());
        return properties;
    }
}
