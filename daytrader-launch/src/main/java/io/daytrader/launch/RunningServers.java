package io.daytrader.launch;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The servers of a checkout that run: the {@link LaunchRecord}s of every kind whose owner still runs. A record whose
 * owner ended without closing the launch (killed, say) is removed. The launcher asks before a rebuild, which would
 * replace the application these servers deploy: {@code java -cp daytrader-bench.jar
 * io.daytrader.launch.RunningServers ROOT} names them and exits with {@value #EXIT_RUNNING}, or exits 0.
 */
public final class RunningServers {

    static final int EXIT_RUNNING = 3;

    private RunningServers() {
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.err.println("usage: RunningServers ROOT");
            System.exit(2);
        }
        List<LaunchRecord> running = of(Path.of(args[0]));
        if (!running.isEmpty()) {
            refuseRebuild(running, System.out);
            System.exit(EXIT_RUNNING);
        }
    }

    /** The running launches of the server kinds under {@code root}/servers. */
    public static List<LaunchRecord> of(Path root) {
        List<LaunchRecord> running = new ArrayList<>();
        try (Stream<Path> kinds = Files.list(root.resolve("servers"))) {
            for (Path script : kinds.map(kind -> kind.resolve("bench-target")).filter(Files::isExecutable).toList()) {
                running.addAll(runningOf(new ServerKind(script.getParent().getFileName().toString(), script)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the server kinds of " + root, e);
        }
        return running;
    }

    private static List<LaunchRecord> runningOf(ServerKind kind) throws IOException {
        if (!Files.isDirectory(kind.launchRecords())) {
            return List.of();
        }
        List<LaunchRecord> running = new ArrayList<>();
        try (Stream<Path> files = Files.list(kind.launchRecords())) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith(LaunchRecord.SUFFIX)).toList()) {
                LaunchRecord record = readable(file);
                if (record != null && record.running()) {
                    running.add(record);
                } else {
                    Files.deleteIfExists(file);
                }
            }
        }
        return running;
    }

    private static LaunchRecord readable(Path file) {
        try {
            return LaunchRecord.read(file);
        } catch (RuntimeException e) {
            return null;
        }
    }

    static void refuseRebuild(List<LaunchRecord> running, PrintStream out) {
        out.println("daytrader: a rebuild would replace the application that these servers of this checkout run:");
        for (LaunchRecord record : running) {
            out.println("  " + record.server() + " at " + record.baseUrl() + " (process " + record.owner().pid()
                    + ", files in " + record.outputDir() + ")");
        }
        out.println("daytrader: stop them first (Ctrl-C where they run, or kill "
                + String.join(" ", running.stream().map(r -> Long.toString(r.owner().pid())).distinct().toList())
                + "), then run the command again");
    }
}
