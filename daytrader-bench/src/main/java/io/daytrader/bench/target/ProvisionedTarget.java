package io.daytrader.bench.target;

import io.daytrader.bench.driver.CpuPinning;
import io.daytrader.bench.process.ChildProcesses;
import io.daytrader.bench.results.Footprint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A server the bench installs and starts itself, through the kind's script {@code servers/KIND/bench-target}
 * (provision, start, deploy-seconds): the only place that knows how a given server is installed and run.
 * The server runs on the server CPUs, with a fresh output folder (logs, database) and a fresh admin password.
 */
public final class ProvisionedTarget implements Target {

    public static final String CONTEXT_ROOT = "/daytrader";
    private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(5);

    private final String kind;
    private final String version;
    private final Process process;
    private final String baseUrl;
    private final String adminPassword;
    private final double startupSeconds;
    private final Double deploySeconds;
    private final Long downloadBytes;
    private final long diskBytes;

    private ProvisionedTarget(String kind, String version, Process process, String baseUrl, String adminPassword,
                              double startupSeconds, Double deploySeconds, Long downloadBytes, long diskBytes) {
        this.kind = kind;
        this.version = version;
        this.process = process;
        this.baseUrl = baseUrl;
        this.adminPassword = adminPassword;
        this.startupSeconds = startupSeconds;
        this.deploySeconds = deploySeconds;
        this.downloadBytes = downloadBytes;
        this.diskBytes = diskBytes;
    }

    /**
     * Installs (if needed) and starts the server {@code spec} = KIND or KIND:VERSION, and waits for the application's
     * first 200.
     */
    public static ProvisionedTarget start(Path root, String spec, Path workDir, ServerPorts ports, String serverCpus,
                                          int users, int quotes) {
        String kind = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        String requestedVersion = spec.contains(":") ? spec.substring(spec.indexOf(':') + 1) : "default";
        Path script = root.resolve("servers").resolve(kind).resolve("bench-target");
        if (!Files.isExecutable(script)) {
            throw new IllegalArgumentException("--server " + spec + ": there is no server kind '" + kind + "' ("
                    + script + " is missing)");
        }
        for (int port : new int[] {ports.http(), ports.https(), ports.jms()}) {
            if (inUse(port)) {
                throw new IllegalStateException("port " + port + " on 127.0.0.1 is already in use (another server?);"
                        + " choose others with --port, --https-port, --jms-port");
            }
        }
        Path installDir = workDir.resolve("servers").resolve(kind + "-" + requestedVersion);
        Map<String, String> installed = keyValues(runScript(script, "provision", requestedVersion, installDir.toString()));
        Path home = Path.of(required(installed, "home", script));
        String version = required(installed, "version", script);
        Path download = installed.get("download") == null ? null : Path.of(installed.get("download"));
        long diskBytes = sizeOf(home);

        Path outputDir = workDir.resolve("servers").resolve(kind + "-" + version + "-output");
        String adminPassword = HexFormat.of().formatHex(new SecureRandom().generateSeed(12));
        List<String> command = new ArrayList<>(CpuPinning.prefix(serverCpus));
        command.addAll(List.of(script.toString(), "start", home.toString(), outputDir.toString(),
                Integer.toString(ports.http()), Integer.toString(ports.https()), Integer.toString(ports.jms())));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(workDir.resolve(kind + "-" + version + "-console.log").toFile());
        builder.environment().put("DAYTRADER_USERS", Integer.toString(users));
        builder.environment().put("DAYTRADER_QUOTES", Integer.toString(quotes));
        builder.environment().put("DAYTRADER_ADMIN_PASSWORD", adminPassword);
        String baseUrl = "http://127.0.0.1:" + ports.http() + CONTEXT_ROOT;
        long launched = System.nanoTime();
        Process process;
        try {
            process = ChildProcesses.track(builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + spec + ": " + e.getMessage(), e);
        }
        double startupSeconds;
        try {
            startupSeconds = awaitFirstOk(process, baseUrl + "/", launched, outputDir);
        } catch (RuntimeException e) {
            process.destroyForcibly();
            ChildProcesses.untrack(process);
            throw e;
        }
        String deploy = runScript(script, "deploy-seconds", outputDir.toString()).trim();
        return new ProvisionedTarget(kind, version, process, baseUrl, adminPassword, startupSeconds,
                deploy.isEmpty() ? null : Double.valueOf(deploy),
                download != null && Files.isRegularFile(download) ? sizeOf(download) : null, diskBytes);
    }

    private static boolean inUse(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static double awaitFirstOk(Process process, String url, long launchedNanos, Path outputDir) {
        long deadline = launchedNanos + STARTUP_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the server stopped while starting (exit " + process.exitValue()
                        + "); see the logs in " + outputDir);
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
                + " minutes; see the logs in " + outputDir);
    }

    private static String runScript(Path script, String... args) {
        List<String> command = new ArrayList<>();
        command.add(script.toString());
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (process.waitFor() != 0) {
                throw new IllegalStateException(script + " " + String.join(" ", args) + " failed (exit "
                        + process.exitValue() + ")");
            }
            return output;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + script + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    static Map<String, String> keyValues(String output) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : output.split("\n")) {
            int equals = line.indexOf('=');
            if (equals > 0) {
                values.put(line.substring(0, equals).trim(), line.substring(equals + 1).trim());
            }
        }
        return values;
    }

    private static String required(Map<String, String> values, String key, Path script) {
        String value = values.get(key);
        if (value == null || value.isEmpty()) {
            throw new IllegalStateException(script + " provision printed no " + key + "=");
        }
        return value;
    }

    static long sizeOf(Path path) {
        try (Stream<Path> files = Files.walk(path)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    return 0;
                }
            }).sum();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot measure " + path, e);
        }
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
        return kind + ":" + version;
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public String version() {
        return version;
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
        return process.isAlive() ? OptionalLong.of(process.pid()) : OptionalLong.empty();
    }

    @Override
    public String adminPassword() {
        return adminPassword;
    }

    /** Measures the live heap now: call it with the application loaded (after start-up and a reset). */
    @Override
    public Footprint footprint() {
        return new Footprint(startupSeconds, deploySeconds, downloadBytes, diskBytes, LiveHeap.measure(process.pid()));
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        ChildProcesses.untrack(process);
    }
}
