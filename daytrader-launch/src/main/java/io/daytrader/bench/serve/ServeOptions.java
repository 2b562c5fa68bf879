package io.daytrader.bench.serve;

import io.daytrader.bench.target.ApplicationSettings;
import io.daytrader.bench.target.Connector;
import io.daytrader.bench.target.Database;
import io.daytrader.bench.target.Installation;
import io.daytrader.bench.target.JvmOptions;
import io.daytrader.bench.target.LaunchSettings;
import io.daytrader.bench.target.ServerKind;
import io.daytrader.bench.target.ServerPorts;

import java.nio.file.Path;

/**
 * The options of {@code ./daytrader serve} (see {@link ServeCommand}): the server ({@code KIND[:VERSION]}), and what it
 * is started with. {@code jvmOptions} are the user's, to which the lab's default heap and GC are added
 * ({@link JvmOptions}).
 */
public record ServeOptions(Path root, String server, ServerPorts ports, Database database, int users, int quotes,
                           String jvmOptions, String javaHome, String jpa, Connector connector,
                           ApplicationSettings application) {

    public ServerKind kind() {
        return ServerKind.of(root, server);
    }

    /** The version asked for, or "default". */
    public String version() {
        return ServerKind.requestedVersion(server);
    }

    /** Installs the server with the application of the chosen JPA provider, using {@code dir} for what it needs. */
    public Installation provision(Path dir) {
        return kind().provision(version(), dir, jpa);
    }

    /** The settings of a launch on {@code running}, the database as it runs (a server started for the run has a URL). */
    public LaunchSettings launchSettings(Database running) {
        return new LaunchSettings(ports, null, javaHome, JvmOptions.of(jvmOptions), running, jpa, connector, users,
                quotes);
    }
}
