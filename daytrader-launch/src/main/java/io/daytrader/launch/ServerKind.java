package io.daytrader.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A server kind: the script {@code servers/KIND/bench-target}, the only place that knows how that server is
 * installed and run. The lab calls its verbs {@code provision}, {@code start}, {@code stop} and
 * {@code deploy-seconds} (the contract is in docs/servers.md); what the kind supports is in its descriptor.
 */
public record ServerKind(String name, Path script) {

    /** {@code spec} = KIND or KIND:VERSION; the kind's script must exist under {@code root}/servers. */
    public static ServerKind of(Path root, String spec) {
        String kind = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        Path script = root.resolve("servers").resolve(kind).resolve("bench-target");
        if (!Files.isExecutable(script)) {
            throw new IllegalArgumentException("--server " + spec + ": there is no server kind '" + kind + "' ("
                    + script + " is missing)");
        }
        return new ServerKind(kind, script);
    }

    /** The checkout the kind belongs to (its script is {@code ROOT/servers/KIND/bench-target}). */
    public Path root() {
        return script.getParent().getParent().getParent();
    }

    /** What the kind says of itself ({@code servers/KIND/kind.json}). */
    public KindDescriptor descriptor() {
        return KindDescriptor.read(script.getParent());
    }

    /** The version asked for in {@code spec}, or "default". */
    public static String requestedVersion(String spec) {
        return spec.contains(":") ? spec.substring(spec.indexOf(':') + 1) : "default";
    }

    /**
     * {@code provision VERSION DIR}: installs the server with the application deployed; {@code jpa} (bundled or
     * server, as DAYTRADER_JPA) picks the build of the application where a kind has two.
     */
    public Installation provision(String version, Path dir, JpaProvider jpa) {
        Map<String, String> values = keyValues(run(Map.of("DAYTRADER_JPA", jpa.cliName()), "provision", version,
                dir.toString()));
        Path home = Path.of(required(values, "home"));
        String download = values.get("download");
        String app = values.get("app");
        return new Installation(this, required(values, "version"), home,
                download == null || download.isEmpty() ? null : Path.of(download),
                app == null || app.isEmpty() ? null : Path.of(app));
    }

    /** The kind's build and work folder, servers/KIND/target. */
    public Path target() {
        return script.resolveSibling("target");
    }

    /** Where the records of this kind's running launches are (LaunchRecord): servers/KIND/target/running. */
    public Path launchRecords() {
        return target().resolve("running");
    }

    /** The command that runs the server in the foreground: {@code start HOME OUTDIR}. */
    public List<String> startCommand(Path home, Path outputDir) {
        return List.of(script.toString(), "start", home.toString(), outputDir.toString());
    }

    /** {@code stop HOME OUTDIR}: stops a server still running after SIGTERM; failures are ignored. */
    public void stop(Path home, Path outputDir) {
        try {
            run(Map.of(), "stop", home.toString(), outputDir.toString());
        } catch (RuntimeException e) {
            // the server is gone already, or the kind cannot stop it: the caller kills what is left
        }
    }

    /**
     * {@code deploy-seconds OUTDIR}, or null when the kind cannot tell: a figure of the footprint that cannot be read
     * (the verb failed, or printed no number) is reported as such, not the end of the run.
     */
    public Double deploySeconds(Path outputDir) {
        try {
            String seconds = run(Map.of(), "deploy-seconds", outputDir.toString()).trim();
            return seconds.isEmpty() ? null : Double.valueOf(seconds);
        } catch (IllegalStateException | NumberFormatException e) {
            System.err.println("daytrader bench: " + name + ": no deploy time (" + e.getMessage() + ")");
            return null;
        }
    }

    private String run(Map<String, String> environment, String... args) {
        List<String> command = new ArrayList<>();
        command.add(script.toString());
        command.addAll(List.of(args));
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
            builder.environment().putAll(environment);
            Process process = builder.start();
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

    private String required(Map<String, String> values, String key) {
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
}
