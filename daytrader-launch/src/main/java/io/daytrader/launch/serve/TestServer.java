package io.daytrader.launch.serve;

import io.daytrader.launch.net.FreePorts;
import io.daytrader.launch.Installation;
import io.daytrader.launch.LaunchRecord;
import io.daytrader.launch.ServerLaunch;
import io.daytrader.launch.ServerPorts;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The server of a module's integration tests, started as serve and the lab start it ({@link ServerLaunch}), so the
 * tests see the server the lab measures. The server modules call it through exec-maven-plugin:
 * <ul>
 *   <li>{@code TestServer start DIR SERVE-OPTIONS...} (pre-integration-test) installs the kind into DIR/server, starts it
 *   with its output folder in DIR/run and its console in DIR/server.out, and returns once the application answers,
 *   leaving it running (its record in DIR/server.launch). It chooses the port base itself ({@link FreePorts}): the
 *   build reserves single ports, and the 19 after a reserved one may be taken;</li>
 *   <li>{@code TestServer stop DIR} (post-integration-test) stops it.</li>
 * </ul>
 * Exit codes: 0 done, 1 failure, 2 usage error.
 */
public final class TestServer {

    private static final String RECORD = "server.launch";
    private static final int CONSOLE_LINES_SHOWN = 40;

    private TestServer() {
    }

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.err));
    }

    static int run(List<String> args, PrintStream messages) {
        if (args.size() < 2 || !List.of("start", "stop").contains(args.get(0))) {
            messages.println("usage: TestServer start DIR SERVE-OPTIONS... | TestServer stop DIR");
            return 2;
        }
        Path dir = Path.of(args.get(1)).toAbsolutePath();
        try {
            if (args.get(0).equals("start")) {
                List<String> serve = new ArrayList<>(args.subList(2, args.size()));
                serve.addAll(List.of("--port-base", Integer.toString(FreePorts.block(ServerPorts.BASE_PORTS))));
                start(dir, ServeCommand.parse(serve.toArray(String[]::new)), messages);
            } else {
                stop(dir);
            }
            return 0;
        } catch (ParameterException | IllegalArgumentException e) {
            messages.println("test server: " + e.getMessage());
            return 2;
        } catch (RuntimeException e) {
            messages.println("test server: " + e.getMessage());
            return 1;
        }
    }

    private static void start(Path dir, ServeOptions options, PrintStream messages) {
        if (options.database().startedByTheRun()) {
            throw new IllegalArgumentException("--db " + options.database().kind() + " needs --db-url here: a database"
                    + " server started by this command would stop with it");
        }
        Installation installation = options.provision(dir.resolve("server"));
        Path console = dir.resolve("server.out");
        ServerLaunch launch = ServerLaunch.start(installation, options.launchSettings(options.database()),
                options.application(), dir.resolve("run"), ProcessBuilder.Redirect.to(console.toFile()),
                ServerLaunch.Lifetime.OUTLIVES_THIS_JVM);
        try {
            launch.awaitReady();
        } catch (RuntimeException e) {
            lastLines(console).forEach(messages::println);
            throw e;
        }
        launch.record().write(dir.resolve(RECORD));
        messages.println(String.format(Locale.ROOT, "test server: %s answers at %s/ after %.1f s", installation.name(),
                launch.baseUrl(), launch.startupSeconds()));
    }

    private static void stop(Path dir) {
        Path record = dir.resolve(RECORD);
        if (Files.exists(record)) {
            ServerLaunch.stop(LaunchRecord.read(record));
            try {
                Files.delete(record);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot delete " + record, e);
            }
        }
    }

    private static List<String> lastLines(Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            return lines.subList(Math.max(0, lines.size() - CONSOLE_LINES_SHOWN), lines.size());
        } catch (IOException e) {
            return List.of();
        }
    }
}
