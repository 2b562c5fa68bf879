package io.daytrader.bench.driver;

import io.daytrader.launch.process.ChildProcesses;
import io.daytrader.jmeter.EngineProtocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One JMeter process that runs every plan of a server launch (jmeter-engine's {@code ResidentEngine}), so the driver
 * is JIT-compiled by the time a workload is measured instead of starting cold for each run. Runs are asked and
 * stopped through its standard input; it answers one line per run on its standard output.
 */
final class ResidentJMeter implements AutoCloseable {

    private static final String MAIN_CLASS = "io.daytrader.jmeter.ResidentEngine";

    private final Process process;
    private final Writer commands;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private volatile boolean started;
    private final Path log;

    private ResidentJMeter(Process process, Path log) {
        this.process = process;
        this.commands = process.outputWriter(StandardCharsets.UTF_8);
        this.log = log;
        Thread reader = new Thread(this::readAnswers, "resident-jmeter-answers");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * Starts it: {@code launchPrefix} is the CPU pinning, java and its options; {@code properties} are the JMeter
     * properties of the whole process (what a JTL records); JMeter logs to {@code log}, its console to {@code out}.
     */
    static ResidentJMeter start(JMeterHome home, List<String> launchPrefix, Map<String, String> properties, Path log,
                                Path out) {
        List<String> command = new ArrayList<>(launchPrefix);
        command.add("-Dlog4j.configurationFile=" + home.home().resolve("bin/log4j2.xml"));
        command.add("-Djmeter.logfile=" + log);
        command.add("-cp");
        command.add(home.home().resolve("lib/*") + java.io.File.pathSeparator + home.home().resolve("lib/ext/*"));
        command.add(MAIN_CLASS);
        command.add(home.home().toString());
        properties.forEach((name, value) -> command.add(name + "=" + value));
        try {
            Process process = ChildProcesses.track(new ProcessBuilder(command)
                    .redirectError(ProcessBuilder.Redirect.appendTo(out.toFile())).start());
            return new ResidentJMeter(process, log);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start JMeter: " + e.getMessage(), e);
        }
    }

    long pid() {
        return process.pid();
    }

    Path log() {
        return log;
    }

    /** Starts a run of {@code plan} writing {@code jtl} (and a dashboard into {@code dashboard} unless null). */
    void begin(Path plan, Path jtl, Path dashboard, Map<String, String> planProperties) throws IOException {
        started = false;
        send(EngineProtocol.runLine(plan, jtl, dashboard, planProperties));
    }

    /** Sets properties of the running test (its threads read them from their next iteration on). */
    void set(Map<String, String> properties) throws IOException {
        send(EngineProtocol.setLine(properties));
    }

    /** Waits up to {@code millis} for the run to end: null if it still runs, "" if it ended well, else why not. */
    String awaitEnd(long millis) throws InterruptedException {
        String answer = answers.poll(millis, TimeUnit.MILLISECONDS);
        if (answer == null) {
            if (!process.isAlive()) {
                return "JMeter exited (code " + process.exitValue() + ")";
            }
            return null;
        }
        return EngineProtocol.outcome(answer);
    }

    /** Whether the test of the run begun last has started (the engine said so). */
    boolean hasStarted() {
        return started;
    }

    /** Asks the running test to finish the requests it sent and stop. */
    void stop() throws IOException {
        send(EngineProtocol.STOP);
    }

    private synchronized void send(String line) throws IOException {
        commands.write(line);
        commands.write('\n');
        commands.flush();
    }

    private void readAnswers() {
        try (BufferedReader reader = process.inputReader(StandardCharsets.UTF_8)) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (EngineProtocol.isAnswer(line)) {
                    answers.add(line);
                } else if (EngineProtocol.STARTED.equals(line)) {
                    started = true;
                }
            }
        } catch (IOException e) {
            // the process ended; awaitEnd sees it
        }
    }

    @Override
    public void close() {
        try {
            commands.close();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (IOException e) {
            process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        } finally {
            ChildProcesses.untrack(process);
        }
    }
}
