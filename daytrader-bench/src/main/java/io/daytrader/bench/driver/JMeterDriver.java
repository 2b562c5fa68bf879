package io.daytrader.bench.driver;

import io.daytrader.bench.measure.JtlTail;
import io.daytrader.bench.measure.ProcessSampler;
import io.daytrader.bench.measure.RunControl;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.process.ChildProcesses;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;

/**
 * Runs a JMeter plan in non-GUI mode as a process of its own (on the driver's CPUs, with a fixed heap and a
 * throughput collector), writing every request to a CSV JTL, and samples the CPU of that process (and of the
 * engines the bench started) while it runs. The JTL is followed as JMeter writes it; when the run's
 * {@link RunControl} has what it needs, JMeter is asked to shut down (its UDP "Shutdown" command: running requests
 * finish and are recorded). With remote engines the plan runs on them (JMeter's -R) and their samples come back to
 * this JMeter, which writes them.
 */
public final class JMeterDriver {

    /** JMeter start-up and shutdown on top of the plan's duration, for the progress estimate. */
    public static final int OVERHEAD_SECONDS = 4;
    /** The driver JVM: a fixed 1 GB heap, the parallel (throughput) collector, small thread stacks. */
    public static final List<String> DEFAULT_JVM_OPTIONS = List.of("-Xms1g", "-Xmx1g", "-XX:+UseParallelGC",
            "-XX:MaxMetaspaceSize=256m", "-Xss256k");
    private static final int GRACE_SECONDS = 120;
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
    public DriverRun runLocally(Workload workload, Target target, int durationSeconds, ThinkTime think, Path jtl) {
        return run(workload, target, durationSeconds, think, jtl, RunControl.FULL_DURATION, RemoteEngines.none());
    }

    /** Where the plan sends its requests. */
    public record Target(String protocol, String host, int port) {
    }

    private DriverRun run(Workload workload, Target target, int durationSeconds, ThinkTime think, Path jtl,
                          RunControl control, RemoteEngines runEngines) {
        Path log = sibling(jtl, ".log");
        int shutdownPort = freeUdpPort();
        List<String> command = command(workload, target, durationSeconds, think, jtl, log, shutdownPort,
                runEngines);
        try {
            Files.createDirectories(jtl.getParent());
            Files.deleteIfExists(jtl);
            Process process = ChildProcesses.track(new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(sibling(jtl, ".out").toFile()).start());
            ProcessSampler sampler = ProcessSampler.start(LongStream.concat(LongStream.of(process.pid()),
                    runEngines.pids().stream().mapToLong(Long::longValue)).toArray());
            boolean finished;
            try {
                finished = follow(process, new JtlTail(jtl), control, shutdownPort, durationSeconds + GRACE_SECONDS);
                if (!finished) {
                    process.destroyForcibly();
                }
            } finally {
                sampler.close();
                ChildProcesses.untrack(process);
            }
            if (!finished) {
                throw new IllegalStateException("JMeter did not finish " + workload.describe() + " in time; see " + log);
            }
            if (process.exitValue() != 0 || !Files.exists(jtl)) {
                throw new IllegalStateException("JMeter failed on " + workload.describe() + " (exit "
                        + process.exitValue() + "); see " + log);
            }
            return new DriverRun(jtl, log, sampler.series());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run JMeter: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while JMeter ran " + workload.describe(), e);
        }
    }

    private static boolean follow(Process process, JtlTail tail, RunControl control, int shutdownPort,
                                  int timeoutSeconds) throws InterruptedException, IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        boolean shutdownSent = false;
        while (!process.waitFor(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            if (!shutdownSent) {
                control.accept(tail.poll());
                if (control.done()) {
                    shutdown(shutdownPort);
                    shutdownSent = true;
                }
            }
        }
        return true;
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

    List<String> command(Workload workload, Target target, int durationSeconds, ThinkTime think, Path jtl, Path log,
                         int shutdownPort, RemoteEngines runEngines) {
        boolean distributed = !runEngines.isEmpty();
        List<String> command = new ArrayList<>(CpuPinning.prefix(driverCpus));
        command.add(java());
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", home.launcher().toString(), "-n", "-t",
                plansDir.resolve(workload.plan()).toString(), "-l", jtl.toString(), "-j", log.toString()));
        command.add("-Jjmeterengine.nongui.port=" + shutdownPort);
        command.add("-Jjmeterengine.nongui.maxport=" + shutdownPort);
        // The open model's thread pool would keep JMeter's JVM alive for a minute after the test.
        command.add("-Jjmeterengine.force.system.exit=true");
        command.add("-Jjmeter.save.saveservice.output_format=csv");
        for (String column : UNSAVED_COLUMNS) {
            command.add("-Jjmeter.save.saveservice." + column + "=false");
        }
        for (String column : DASHBOARD_COLUMNS) {
            command.add("-Jjmeter.save.saveservice." + column + "=" + dashboards);
        }
        if (dashboards) {
            command.addAll(List.of("-e", "-o", sibling(jtl, "-dashboard").toString()));
        }
        command.add("-Jjmeter.save.saveservice.thread_name=" + (distributed || dashboards));
        String plan = distributed ? "-G" : "-J";
        command.add(plan + "sampleresult.timestamp.start=true");
        if (distributed) {
            command.add("-R" + String.join(",", runEngines.hostPorts()));
            command.add("-Jserver.rmi.ssl.disable=true");
            // Samples come back as they are taken, so the bench can follow the run.
            command.add("-Jmode=StrippedAsynch");
        }
        command.add(plan + "PROTOCOL=" + target.protocol());
        command.add(plan + "HOST=" + target.host());
        command.add(plan + "PORT=" + target.port());
        // Every engine runs the whole plan: the load is split between them.
        int engineCount = Math.max(1, runEngines.hostPorts().size());
        command.add(plan + "THREADS=" + share(workload.threads(), engineCount));
        command.add(plan + "DURATION=" + durationSeconds);
        command.add(plan + "THINK=" + think.least());
        command.add(plan + "THINK_SPREAD=" + think.range());
        if (workload.rate() != null) {
            command.add(plan + "RATE=" + share(workload.rate(), engineCount));
        }
        for (Map.Entry<String, String> property : workload.properties().entrySet()) {
            command.add(plan + property.getKey() + "=" + property.getValue());
        }
        return command;
    }
}
