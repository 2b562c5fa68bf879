package io.daytrader.bench.reliability;

import io.daytrader.bench.ItPorts;
import io.daytrader.launch.Connector;
import io.daytrader.launch.Database;
import io.daytrader.launch.Installation;
import io.daytrader.launch.JpaProvider;
import io.daytrader.launch.JvmOptions;
import io.daytrader.launch.LaunchSettings;
import io.daytrader.bench.server.ProvisionedTarget;
import io.daytrader.launch.ServerKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The server under test of the reliability suite: the kind named by {@code daytrader.reliability.server} (default
 * liberty), provisioned through its bench-target on the ports the build reserved, with a small population. Every
 * launch uses the same output folder, so a restart finds the database the last launch left, whatever way it ended.
 */
final class ReliabilityServer implements AutoCloseable {

    static final Path ROOT = Path.of(System.getProperty("daytrader.bench.root"));
    static final Path OUTPUT = Path.of(System.getProperty("daytrader.bench.it.output"));
    static final int USERS = 200;
    static final int QUOTES = 100;

    private final Installation installation;
    private final LaunchSettings settings;
    private final Path folder;
    private ProvisionedTarget running;

    private ReliabilityServer(Installation installation, LaunchSettings settings, Path folder) {
        this.installation = installation;
        this.settings = settings;
        this.folder = folder;
    }

    /** Provisions the server on {@code database}; nothing runs yet. */
    static ReliabilityServer provision(String name, Database database) {
        String spec = System.getProperty("daytrader.reliability.server", "liberty");
        ServerKind kind = ServerKind.of(ROOT, spec);
        Path folder = OUTPUT.resolve(name + "-" + System.currentTimeMillis());
        Installation installation = kind.provision(ServerKind.requestedVersion(spec), folder.resolve("server"), JpaProvider.BUNDLED);
        LaunchSettings settings = new LaunchSettings(ItPorts.ports(), null, System.getProperty("java.home"),
                JvmOptions.of(null), database, JpaProvider.BUNDLED, Connector.DEFAULT, USERS, QUOTES);
        return new ReliabilityServer(installation, settings, folder);
    }

    /** Starts the server and waits for the application's first 200. */
    ProvisionedTarget start() {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        running = ProvisionedTarget.start(installation, settings, folder.resolve("output"),
                folder.resolve("console-" + System.currentTimeMillis() + ".log"));
        return running;
    }

    /** Kills the server's JVM as {@code kill -9} does, and waits until it is gone. */
    void kill() {
        long pid = running.serverPid().orElseThrow();
        ProcessHandle.of(pid).ifPresent(handle -> {
            handle.destroyForcibly();
            handle.onExit().join();
        });
        running.close();
        running = null;
    }

    /** Stops the running server, if any, the normal way. */
    @Override
    public void close() {
        if (running != null) {
            running.close();
            running = null;
        }
    }

    /** The embedded Derby database the launches share (a folder named tradedb under the output folder). */
    Path derbyDatabase() throws IOException {
        try (Stream<Path> paths = Files.walk(folder.resolve("output"))) {
            return paths.filter(p -> p.getFileName().toString().equals("tradedb") && Files.isDirectory(p)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no tradedb folder under " + folder));
        }
    }

    Path folder() {
        return folder;
    }
}
