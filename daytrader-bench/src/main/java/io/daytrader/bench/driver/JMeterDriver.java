package io.daytrader.bench.driver;

import io.daytrader.bench.measure.ProcessSampler;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.process.ChildProcesses;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs a JMeter plan in non-GUI mode as a process of its own (on the driver's CPUs), writing every request to a
 * CSV JTL, and samples that process's CPU while it runs.
 */
public final class JMeterDriver {

    /** JMeter start-up and shutdown on top of the plan's duration, for the progress estimate. */
    public static final int OVERHEAD_SECONDS = 5;
    private static final int GRACE_SECONDS = 120;

    private static final List<String> UNREAD_COLUMNS = List.of("response_message", "url", "thread_name", "data_type",
            "bytes", "sent_bytes", "thread_counts", "latency", "idle_time", "connect_time");

    private final Path jmeterHome;
    private final Path plansDir;
    private final String driverCpus;

    public JMeterDriver(Path jmeterHome, Path plansDir, String driverCpus) {
        this.jmeterHome = jmeterHome;
        this.plansDir = plansDir;
        this.driverCpus = driverCpus;
    }

    public DriverRun run(Workload workload, String protocol, String host, int port, int durationSeconds, long thinkTimeMs, Path jtl) {
        Path log = jtl.resolveSibling(jtl.getFileName().toString().replace(".jtl", ".log"));
        List<String> command = command(workload, protocol, host, port, durationSeconds, thinkTimeMs, jtl, log);
        try {
            Files.createDirectories(jtl.getParent());
            Files.deleteIfExists(jtl);
            Process process = ChildProcesses.track(new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(jtl.resolveSibling(jtl.getFileName().toString().replace(".jtl", ".out")).toFile())
                    .start());
            ProcessSampler sampler = ProcessSampler.start(process.pid());
            boolean finished;
            try {
                finished = process.waitFor(durationSeconds + GRACE_SECONDS, TimeUnit.SECONDS);
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

    List<String> command(Workload workload, String protocol, String host, int port, int durationSeconds,
                         long thinkTimeMs, Path jtl, Path log) {
        List<String> command = new ArrayList<>(CpuPinning.prefix(driverCpus));
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(jmeterHome.resolve("bin/ApacheJMeter.jar").toString());
        command.add("-n");
        command.add("-t");
        command.add(plansDir.resolve(workload.plan()).toString());
        command.add("-l");
        command.add(jtl.toString());
        command.add("-j");
        command.add(log.toString());
        // The JTL: CSV with start time stamps; of each request only what the bench reads and what explains an error.
        command.add("-Jjmeter.save.saveservice.output_format=csv");
        command.add("-Jsampleresult.timestamp.start=true");
        for (String column : UNREAD_COLUMNS) {
            command.add("-Jjmeter.save.saveservice." + column + "=false");
        }
        command.add("-Jjmeterengine.nongui.port=0");
        command.add("-JPROTOCOL=" + protocol);
        command.add("-JHOST=" + host);
        command.add("-JPORT=" + port);
        command.add("-JTHREADS=" + workload.threads());
        command.add("-JDURATION=" + durationSeconds);
        command.add("-JTHINK=" + thinkTimeMs);
        for (Map.Entry<String, String> property : workload.properties().entrySet()) {
            command.add("-J" + property.getKey() + "=" + property.getValue());
        }
        return command;
    }
}
