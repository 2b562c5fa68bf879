package io.daytrader.launch;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.Properties;

/**
 * A launch while it runs, written down in a file: the server (its name, the kind's script, its installation, its
 * output folder, URL and probe's port), the launcher, the server's JVM (null until it answers), and the owner, the
 * process that stops the launch when it ends (the JVM that started it, or the launcher itself for a launch that
 * outlives that JVM). A later command reads it to stop the launch (the integration tests' server), to see that it
 * runs (the launcher does not rebuild what a running server deploys), or to find the probe and the JVM of a server
 * it is given by URL (the lab). The probe's port is null in a record written before it was recorded.
 */
public record LaunchRecord(String server, ServerKind kind, Path home, Path outputDir, String baseUrl,
                           Integer probePort, ProcessId launcher, ProcessId serverJvm, ProcessId owner) {

    static final String SUFFIX = ".launch";

    /** Where the kind keeps the records of its running launches: one file per launcher. */
    public Path file() {
        return kind.launchRecords().resolve(launcher.pid() + SUFFIX);
    }

    public LaunchRecord withServerJvm(ProcessId jvm) {
        return new LaunchRecord(server, kind, home, outputDir, baseUrl, probePort, launcher, jvm, owner);
    }

    /** Whether the owner still runs: a launch whose owner ended without closing it (killed) no longer counts. */
    public boolean running() {
        return owner.running().isPresent();
    }

    public void write(Path file) {
        Properties properties = new Properties();
        properties.setProperty("server", server);
        properties.setProperty("kind", kind.name());
        properties.setProperty("script", kind.script().toString());
        properties.setProperty("home", home.toString());
        properties.setProperty("output", outputDir.toString());
        properties.setProperty("url", baseUrl);
        if (probePort != null) {
            properties.setProperty("probe.port", probePort.toString());
        }
        put(properties, "launcher", launcher);
        put(properties, "server.jvm", serverJvm);
        put(properties, "owner", owner);
        try {
            Files.createDirectories(file.getParent());
            Path written = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".new");
            try (Writer writer = Files.newBufferedWriter(written)) {
                properties.store(writer, "a running launch of " + server);
            }
            Files.move(written, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    public static LaunchRecord read(Path file) {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return new LaunchRecord(required(properties, "server", file),
                new ServerKind(required(properties, "kind", file), Path.of(required(properties, "script", file))),
                Path.of(required(properties, "home", file)), Path.of(required(properties, "output", file)),
                required(properties, "url", file),
                properties.containsKey("probe.port") ? Integer.valueOf(properties.getProperty("probe.port")) : null,
                process(properties, "launcher"), process(properties, "server.jvm"), process(properties, "owner"));
    }

    private static void put(Properties properties, String name, ProcessId process) {
        if (process != null) {
            properties.setProperty(name + ".pid", Long.toString(process.pid()));
            if (process.start() != null) {
                properties.setProperty(name + ".start", process.start().toString());
            }
        }
    }

    private static ProcessId process(Properties properties, String name) {
        String pid = properties.getProperty(name + ".pid");
        String start = properties.getProperty(name + ".start");
        return pid == null ? null : new ProcessId(Long.parseLong(pid), start == null ? null : Instant.parse(start));
    }

    private static String required(Properties properties, String name, Path file) {
        String value = properties.getProperty(name);
        if (value == null) {
            throw new IllegalStateException(file + " names no " + name);
        }
        return value;
    }
}
