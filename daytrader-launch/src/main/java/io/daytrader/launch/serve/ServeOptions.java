package io.daytrader.launch.serve;

import io.daytrader.launch.ApplicationSettings;
import io.daytrader.launch.Connector;
import io.daytrader.launch.Database;
import io.daytrader.launch.JpaProvider;
import io.daytrader.launch.Installation;
import io.daytrader.launch.JvmOptions;
import io.daytrader.launch.LaunchSettings;
import io.daytrader.launch.ServerKind;
import io.daytrader.launch.ServerPorts;

import java.nio.file.Path;

/**
 * The options of {@code ./daytrader serve} (see {@link ServeCommand}): the server ({@code KIND[:VERSION]}), and what it
 * is started with. {@code jvmOptions} are the user's, to which the lab's default heap and GC are added
 * ({@link JvmOptions}).
 */
public record ServeOptions(Path root, String server, ServerPorts ports, Database database, int users, int quotes,
                           String jvmOptions, String javaHome, JpaProvider jpa, Connector connector,
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
