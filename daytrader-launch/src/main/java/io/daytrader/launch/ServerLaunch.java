package io.daytrader.launch;

import io.daytrader.launch.CpuPinning;
import io.daytrader.launch.net.Listener;
import io.daytrader.launch.process.ChildProcesses;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * One launch of an installed server, the one way a server kind is started, whoever starts it (the lab, ./daytrader
 * serve, the integration tests of a server module): {@code bench-target start HOME OUTDIR} on the given CPUs, its
 * console to a file or to this process's own output, and everything else in the environment of the server-kind
 * contract (ports, JDK, JVM options, database, JPA provider, connector, population, administrator, cash balance rule).
 * {@link #awaitReady()} waits for the application's first 200 and finds the server's JVM, the process that listens on
 * the HTTP port (so a launcher that forks is fine). {@link #close()} sends SIGTERM to the launcher, calls
 * {@code bench-target stop}, then ends what is left of the server. While the launch runs, a {@link LaunchRecord} in
 * the kind's {@link ServerKind#launchRecords()} says so.
 */
public final class ServerLaunch implements AutoCloseable {

    private static final String CONTEXT_ROOT = "/daytrader";
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration KILL_TIMEOUT = Duration.ofSeconds(10);

    /** Whether the server is stopped when this JVM ends, or runs on until a later command stops it (LaunchRecord). */
    public enum Lifetime { ENDS_WITH_THIS_JVM, OUTLIVES_THIS_JVM }

    private final Installation installation;
    private final LaunchSettings settings;
    private final Path outputDir;
    private final String console;
    private final Process launcher;
    private final long launchedNanos;
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile LaunchRecord record;
    private volatile ProcessHandle serverJvm;
    private double startupSeconds;

    private ServerLaunch(Installation installation, LaunchSettings settings, Path outputDir, String console,
                         Process launcher, long launchedNanos, LaunchRecord record) {
        this.installation = installation;
        this.settings = settings;
        this.outputDir = outputDir;
        this.console = console;
        this.launcher = launcher;
        this.launchedNanos = launchedNanos;
        this.record = record;
    }

    /**
     * Starts the installed server with its output folder (logs, database, work files) in {@code outputDir} and its
     * console to {@code console}; it is not ready yet ({@link #awaitReady()}). Refuses when one of its ports is taken.
     */
    public static ServerLaunch start(Installation installation, LaunchSettings settings, ApplicationSettings application,
                                     Path outputDir, ProcessBuilder.Redirect console, Lifetime lifetime) {
        installation.kind().descriptor().check(settings.database().kind(), settings.jpa(), settings.connector());
        LaunchSettings.checkJdkRuns(settings.connector(), settings.javaHome());
        requireFree(settings.ports());
        ProcessBuilder builder = startCommand(installation, settings, application, outputDir).redirectOutput(console);
        try {
            Files.createDirectories(outputDir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + outputDir, e);
        }
        long launched = System.nanoTime();
        Process launcher;
        try {
            launcher = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + installation.name() + ": " + e.getMessage(), e);
        }
        if (lifetime == Lifetime.ENDS_WITH_THIS_JVM) {
            ChildProcesses.track(launcher);
        }
        ProcessId owner = ProcessId.of(lifetime == Lifetime.ENDS_WITH_THIS_JVM ? ProcessHandle.current()
                : launcher.toHandle());
        String baseUrl = "http://127.0.0.1:" + settings.ports().http() + CONTEXT_ROOT;
        LaunchRecord record = new LaunchRecord(installation.name(), installation.kind(), installation.home(), outputDir,
                baseUrl, settings.ports().probe(), ProcessId.of(launcher.toHandle()), null, owner);
        ServerLaunch launch = new ServerLaunch(installation, settings, outputDir,
                console.file() != null ? console.file().toString() : "its output above", launcher, launched, record);
        try {
            record.write(record.file());
        } catch (RuntimeException e) {
            launch.close();
            throw e;
        }
        return launch;
    }

    private static void requireFree(ServerPorts ports) {
        for (int port : ports.all()) {
            if (Listener.listens("127.0.0.1", port, 200)) {
                throw new IllegalStateException("port " + port + " on 127.0.0.1 is already in use (another server?);"
                        + " choose others with --port, --https-port and --port-base");
            }
        }
    }

    /** {@code bench-target start HOME OUTDIR} on the server's CPUs, in the contract's environment, reading nothing. */
    private static ProcessBuilder startCommand(Installation installation, LaunchSettings settings,
                                               ApplicationSettings application, Path outputDir) {
        List<String> command = new ArrayList<>(CpuPinning.prefix(settings.serverCpus()));
        command.addAll(installation.kind().startCommand(installation.home(), outputDir));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().remove("DAYTRADER_ADMIN_PASSWORD");
        builder.environment().putAll(environment(settings, application, ServerProbe.jar(installation.kind().root())));
        return builder;
    }

    /**
     * The environment of the server-kind contract; the JVM options load the probe ({@code probeJar}) on its port.
     */
    static Map<String, String> environment(LaunchSettings settings, ApplicationSettings application, Path probeJar) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("DAYTRADER_HTTP_PORT", Integer.toString(settings.ports().http()));
        env.put("DAYTRADER_HTTPS_PORT", Integer.toString(settings.ports().https()));
        env.put("DAYTRADER_PORT_BASE", Integer.toString(settings.ports().base()));
        env.put("JAVA_HOME", settings.javaHome());
        List<String> jvmOptions = new ArrayList<>(settings.jvmOptions());
        jvmOptions.add(ServerProbe.agentOption(probeJar, settings.ports().probe()));
        env.put("DAYTRADER_JVM_OPTS", String.join(" ", jvmOptions));
        env.put("DAYTRADER_DB", settings.database().kind());
        env.put("DAYTRADER_DB_URL", nullToEmpty(settings.database().url()));
        env.put("DAYTRADER_DB_USER", nullToEmpty(settings.database().user()));
        env.put("DAYTRADER_DB_PASSWORD", nullToEmpty(settings.database().password()));
        env.put("DAYTRADER_JPA", settings.jpa().cliName());
        env.putAll(settings.connector().environment());
        env.put("DAYTRADER_USERS", Integer.toString(settings.users()));
        env.put("DAYTRADER_QUOTES", Integer.toString(settings.quotes()));
        if (application.adminPassword() != null) {
            env.put("DAYTRADER_ADMIN_PASSWORD", application.adminPassword());
        }
        env.put("DAYTRADER_NEGATIVE_BALANCE_ALLOWED", Boolean.toString(application.negativeBalanceAllowed()));
        return env;
    }

    private static String nullToEmpty(String value) {
        return value == null ? "" : value;
    }

    /**
     * Waits for the application's first 200 and finds the server's JVM. When the server stops first or does not answer
     * within 5 minutes (DAYTRADER_STARTUP_MINUTES), what was started is stopped and the exception says where its
     * output is.
     */
    public ServerLaunch awaitReady() {
        return awaitReady(1);
    }

    static final int MOST_TIMES_THE_ALLOWANCE = 3;

    /**
     * The same for one of {@code startingTogether} servers that start at once on the same CPUs (each builds its
     * database and compiles its code): the allowance is that many times the one of a server alone, at most
     * {@value #MOST_TIMES_THE_ALLOWANCE} times (six Liberty servers building 15,000 users each on one CPU answered
     * after 7 minutes; one whose application failed to start would otherwise be waited for half an hour).
     */
    public ServerLaunch awaitReady(int startingTogether) {
        try {
            startupSeconds = awaitFirstOk(record.baseUrl() + "/",
                    Math.max(1, Math.min(startingTogether, MOST_TIMES_THE_ALLOWANCE)));
            serverJvm = ListeningProcess.of(settings.ports().http(), family()).stream().boxed().findFirst()
                    .flatMap(ProcessHandle::of)
                    .orElseThrow(() -> new IllegalStateException("no process of this machine listens on port "
                            + settings.ports().http() + " although it answers"));
            record = record.withServerJvm(ProcessId.of(serverJvm));
            record.write(record.file());
            return this;
        } catch (RuntimeException e) {
            close();
            throw e;
        }
    }

    /**
     * How long a server may take to answer: 5 minutes, or DAYTRADER_STARTUP_MINUTES on a machine loaded by others.
     * Read at each launch, not when the class loads, so a malformed value is this launch's clear error.
     */
    static long startupMinutes(String setting) {
        if (setting == null || setting.isBlank()) {
            return 5;
        }
        long minutes;
        try {
            minutes = Long.parseLong(setting.strip());
        } catch (NumberFormatException e) {
            minutes = 0;
        }
        if (minutes < 1) {
            throw new IllegalArgumentException("DAYTRADER_STARTUP_MINUTES is a whole number of minutes, at least 1: '"
                    + setting + "'");
        }
        return minutes;
    }

    private double awaitFirstOk(String url, int startingTogether) {
        long minutes = startupMinutes(System.getenv("DAYTRADER_STARTUP_MINUTES")) * startingTogether;
        long deadline = launchedNanos + Duration.ofMinutes(minutes).toNanos();
        while (System.nanoTime() < deadline) {
            if (!launcher.isAlive()) {
                throw new IllegalStateException("the server stopped while starting (exit " + launcher.exitValue()
                        + "); see " + console + " and the logs in " + outputDir);
            }
            try {
                if (Http.get(url, Duration.ofSeconds(5)).status() == 200) {
                    return (System.nanoTime() - launchedNanos) / 1e9;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            sleep(100);
        }
        throw new IllegalStateException("no 200 from " + url + " within " + minutes + " minutes; see " + console + " and the logs in " + outputDir);
    }

    /** The launcher and what it started. */
    private List<Long> family() {
        return Stream.concat(Stream.of(launcher.toHandle()), launcher.descendants()).map(ProcessHandle::pid).toList();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    public Installation installation() {
        return installation;
    }

    public LaunchSettings settings() {
        return settings;
    }

    public Path outputDir() {
        return outputDir;
    }

    /** The application's root, context root included, no trailing slash. */
    public String baseUrl() {
        return record.baseUrl();
    }

    /** The launch as a later command finds it (the server's JVM in it once ready). */
    public LaunchRecord record() {
        return record;
    }

    /** The server's JVM while it runs (known once ready). */
    public Optional<ProcessHandle> serverJvm() {
        return Optional.ofNullable(serverJvm).filter(ProcessHandle::isAlive);
    }

    /** Seconds from the start to the application's first 200. */
    public double startupSeconds() {
        return startupSeconds;
    }

    /** Waits until the launcher ends (the server stopped, by itself or by {@link #close()}); its exit status. */
    public int awaitExit() throws InterruptedException {
        return launcher.waitFor();
    }

    /** Stops the server (once; later calls do nothing). */
    @Override
    public void close() {
        if (closed.compareAndSet(false, true)) {
            List<ProcessHandle> ours = serverJvm != null ? List.of(serverJvm)
                    : family().stream().flatMap(pid -> ProcessHandle.of(pid).stream()).toList();
            stop(installation.kind(), installation.home(), outputDir, Optional.of(launcher.toHandle()), ours);
            ChildProcesses.untrack(launcher);
            deleteQuietly(record.file());
        }
    }

    /** Stops the launch of a record, written by another JVM, the way {@link #close()} does. */
    public static void stop(LaunchRecord record) {
        Optional<ProcessHandle> launcher = record.launcher().running();
        List<ProcessHandle> ours = record.serverJvm() == null ? List.of() : record.serverJvm().running().stream().toList();
        stop(record.kind(), record.home(), record.outputDir(), launcher, ours);
        deleteQuietly(record.file());
    }

    /** SIGTERM to the launcher, the kind's stop, then SIGTERM (and at last SIGKILL) to what is left of ours. */
    private static void stop(ServerKind kind, Path home, Path outputDir, Optional<ProcessHandle> launcher,
                             List<ProcessHandle> ours) {
        launcher.ifPresent(ServerLaunch::terminate);
        kind.stop(home, outputDir);
        ours.forEach(ServerLaunch::terminate);
    }

    private static void terminate(ProcessHandle process) {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        if (!exited(process, STOP_TIMEOUT)) {
            process.destroyForcibly();
            exited(process, KILL_TIMEOUT);
        }
    }

    private static boolean exited(ProcessHandle process, Duration timeout) {
        try {
            process.onExit().get(timeout.toSeconds(), TimeUnit.SECONDS);
            return true;
        } catch (TimeoutException | ExecutionException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a record left behind names an owner that no longer runs: it no longer counts
        }
    }
}
