package io.daytrader.dbserver;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * The database server of each kind for this JVM: the external one the user named with the system
 * property {@code daytrader.test.<kind>.url} (or the environment variable {@code DAYTRADER_TEST_<KIND>_URL};
 * {@code .user} / {@code _USER} and {@code .password} / {@code _PASSWORD} likewise), else an embedded one
 * started on first use, in a folder of its own under {@code daytrader.dbserver.dir} (default
 * {@code target/dbserver}), and stopped when the JVM exits.
 */
public final class RunDatabaseServers {

    private static final Map<DatabaseKind, DatabaseServer> SERVERS = new EnumMap<>(DatabaseKind.class);

    private RunDatabaseServers() {
    }

    public static synchronized DatabaseServer get(DatabaseKind kind) {
        return SERVERS.computeIfAbsent(kind, RunDatabaseServers::open);
    }

    private static DatabaseServer open(DatabaseKind kind) {
        String url = setting(kind, "url", "");
        if (!url.isBlank()) {
            return new ExternalServer(kind, url, setting(kind, "user", defaultUser(kind)), setting(kind, "password", ""));
        }
        Path folder = Path.of(System.getProperty("daytrader.dbserver.dir", "target/dbserver"))
                .resolve(kind.id() + "-" + ProcessHandle.current().pid()).toAbsolutePath();
        DatabaseServer server = kind.startEmbedded(folder);
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "stop " + kind.id()));
        return server;
    }

    private static String setting(DatabaseKind kind, String key, String fallback) {
        String property = System.getProperty("daytrader.test." + kind.id() + "." + key, "");
        if (!property.isBlank()) {
            return property;
        }
        String env = System.getenv(("DAYTRADER_TEST_" + kind.id() + "_" + key).toUpperCase(Locale.ROOT));
        return env == null || env.isBlank() ? fallback : env;
    }

    private static String defaultUser(DatabaseKind kind) {
        return kind == DatabaseKind.POSTGRESQL ? "postgres" : "root";
    }
}
