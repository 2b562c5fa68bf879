package io.daytrader.bench.target;

import io.daytrader.bench.driver.CpuPinning;
import io.daytrader.bench.net.Listener;
import io.daytrader.bench.process.ChildProcesses;
import io.daytrader.bench.results.Footprint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One launch of a provisioned server: {@code bench-target start HOME OUTDIR} on the server CPUs, with a fresh
 * output folder (logs, database) and a fresh admin password; everything else comes in the environment of the
 * contract (ports, JDK, JVM options, database, JPA provider, population). The server's JVM is the process that
 * listens on the HTTP port, so a launcher that forks is fine. Closing sends SIGTERM to the launcher, then calls
 * {@code bench-target stop}, then ends whatever still listens.
 */
public final class ProvisionedTarget implements Target {

    public static final String CONTEXT_ROOT = "/daytrader";
    private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(5);

    private final Installation installation;
    private final LaunchSettings settings;
    private final Path outputDir;
    private final Process launcher;
    private final long serverPid;
    private final String baseUrl;
    private final String adminPassword;
    private final double startupSeconds;
    private final Double deploySeconds;

    private ProvisionedTarget(Installation installation, LaunchSettings settings, Path outputDir, Process launcher,
                              long serverPid, String baseUrl, String adminPassword, double startupSeconds,
                              Double deploySeconds) {
        this.installation = installation;
        this.settings = settings;
        this.outputDir = outputDir;
        this.launcher = launcher;
        this.serverPid = serverPid;
        this.baseUrl = baseUrl;
        this.adminPassword = adminPassword;
        this.startupSeconds = startupSeconds;
        this.deploySeconds = deploySeconds;
    }

    /** Starts the installed server and waits for the application's first 200. */
    public static ProvisionedTarget start(Installation installation, LaunchSettings settings, Path outputDir,
                                          Path consoleLog) {
        for (int port : settings.ports().all()) {
            if (Listener.listens("127.0.0.1", port, 200)) {
                throw new IllegalStateException("port " + port + " on 127.0.0.1 is already in use (another server?);"
                        + " choose others with --port, --https-port and --port-base");
            }
        }
        String adminPassword = HexFormat.of().formatHex(new SecureRandom().generateSeed(12));
        List<String> command = new ArrayList<>(CpuPinning.prefix(settings.serverCpus()));
        command.addAll(installation.kind().startCommand(installation.home(), outputDir));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(consoleLog.toFile());
        builder.environment().putAll(environment(settings, adminPassword));
        String baseUrl = "http://127.0.0.1:" + settings.ports().http() + CONTEXT_ROOT;
        long launched = System.nanoTime();
        Process launcher;
        try {
            launcher = ChildProcesses.track(builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + installation.name() + ": " + e.getMessage(), e);
        }
        try {
            double startupSeconds = awaitFirstOk(launcher, baseUrl + "/", launched, consoleLog, outputDir);
            long serverPid = ListeningProcess.of(settings.ports().http(), family(launcher))
                    .orElseThrow(() -> new IllegalStateException("no process of this machine listens on port "
                            + settings.ports().http() + " although it answers"));
            return new ProvisionedTarget(installation, settings, outputDir, launcher, serverPid, baseUrl, adminPassword,
                    startupSeconds, installation.kind().deploySeconds(outputDir));
        } catch (RuntimeException e) {
            stop(installation, outputDir, launcher, family(launcher));
            throw e;
        }
    }

    /** The environment of the server-kind contract. */
    static Map<String, String> environment(LaunchSettings settings, String adminPassword) {
        Map<String, String> env = new java.util.LinkedHashMap<>();
        env.put("DAYTRADER_HTTP_PORT", Integer.toString(settings.ports().http()));
        env.put("DAYTRADER_HTTPS_PORT", Integer.toString(settings.ports().https()));
        env.put("DAYTRADER_PORT_BASE", Integer.toString(settings.ports().base()));
        env.put("JAVA_HOME", settings.javaHome());
        env.put("DAYTRADER_JVM_OPTS", String.join(" ", settings.jvmOptions()));
        env.put("DAYTRADER_DB", settings.database().kind());
        env.put("DAYTRADER_DB_URL", nullToEmpty(settings.database().url()));
        env.put("DAYTRADER_DB_USER", nullToEmpty(settings.database().user()));
        env.put("DAYTRADER_DB_PASSWORD", nullToEmpty(settings.database().password()));
        env.put("DAYTRADER_JPA", settings.jpa());
        env.putAll(settings.connector().environment());
        env.put("DAYTRADER_USERS", Integer.toString(settings.users()));
        env.put("DAYTRADER_QUOTES", Integer.toString(settings.quotes()));
        env.put("DAYTRADER_ADMIN_PASSWORD", adminPassword);
        // the classic workload buys without looking at the cash balance, as the classic DayTrader let it
        env.put("DAYTRADER_NEGATIVE_BALANCE_ALLOWED", "true");
        return env;
    }

    private static String nullToEmpty(String value) {
        return value == null ? "" : value;
    }

    private static List<Long> family(Process launcher) {
        return Stream.concat(Stream.of(launcher.toHandle()), launcher.descendants()).map(ProcessHandle::pid).toList();
    }

    private static double awaitFirstOk(Process process, String url, long launchedNanos, Path consoleLog,
                                       Path outputDir) {
        long deadline = launchedNanos + STARTUP_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the server stopped while starting (exit " + process.exitValue()
                        + "); see " + consoleLog + " and the logs in " + outputDir);
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
        throw new IllegalStateException("no 200 from " + url + " within " + STARTUP_TIMEOUT.toMinutes()
                + " minutes; see " + consoleLog + " and the logs in " + outputDir);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    @Override
    public String name() {
        return installation.name();
    }

    @Override
    public String kind() {
        return installation.kind().name();
    }

    @Override
    public String version() {
        return installation.version();
    }

    @Override
    public String baseUrl() {
        return baseUrl;
    }

    @Override
    public boolean external() {
        return false;
    }

    @Override
    public OptionalLong serverPid() {
        return ProcessHandle.of(serverPid).filter(ProcessHandle::isAlive).isPresent() ? OptionalLong.of(serverPid)
                : OptionalLong.empty();
    }

    @Override
    public String adminPassword() {
        return adminPassword;
    }

    public Installation installation() {
        return installation;
    }

    public LaunchSettings settings() {
        return settings;
    }

    /** Measures the live heap now: call it with the application loaded (after start-up and a reset). */
    @Override
    public Footprint footprint() {
        return new Footprint(startupSeconds, deploySeconds, installation.downloadBytes(), installation.diskBytes(),
                LiveHeap.measure(serverPid));
    }

    @Override
    public void close() {
        stop(installation, outputDir, launcher, List.of(serverPid));
    }

    /** SIGTERM to the launcher, the kind's stop, then SIGTERM (and at last SIGKILL) to what is left of ours. */
    private static void stop(Installation installation, Path outputDir, Process launcher, List<Long> ours) {
        launcher.destroy();
        try {
            if (!launcher.waitFor(60, TimeUnit.SECONDS)) {
                launcher.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            launcher.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        ChildProcesses.untrack(launcher);
        installation.kind().stop(installation.home(), outputDir);
        for (long pid : ours) {
            ProcessHandle.of(pid).filter(ProcessHandle::isAlive).ifPresent(handle -> {
                handle.destroy();
                handle.onExit().orTimeout(60, TimeUnit.SECONDS).exceptionally(t -> {
                    handle.destroyForcibly();
                    return handle;
                }).join();
            });
        }
    }
}
