package io.daytrader.dbserver;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** PostgreSQL from the zonky binaries on Maven Central, with two-phase commit enabled. */
final class EmbeddedPostgresql implements DatabaseServer {

    private static final String USER = "postgres";

    private final EmbeddedPostgres postgres;

    private EmbeddedPostgresql(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    static EmbeddedPostgresql start(Path folder) {
        try {
            return new EmbeddedPostgresql(builder(folder).start());
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded PostgreSQL in " + folder, e);
        }
    }

    /**
     * A server for other hosts: listening on {@code address} on {@code port}, trusting connections from the
     * {@code clients} network (CIDR, e.g. 10.47.0.0/24): for a private benchmark network only.
     */
    static EmbeddedPostgresql startListening(Path folder, String address, int port, String clients) {
        try {
            EmbeddedPostgres postgres = builder(folder).setServerConfig("listen_addresses", address + ",localhost")
                    .setPort(port).start();
            Files.writeString(folder.resolve("data").resolve("pg_hba.conf"),
                    "host all all " + clients + " trust\n", StandardOpenOption.APPEND);
            try (Connection connection = postgres.getPostgresDatabase().getConnection();
                 Statement statement = connection.createStatement()) {
                statement.execute("SELECT pg_reload_conf()");
            }
            return new EmbeddedPostgresql(postgres);
        } catch (IOException | SQLException e) {
            throw new IllegalStateException("Could not start PostgreSQL on " + address + " in " + folder, e);
        }
    }

    private static EmbeddedPostgres.Builder builder(Path folder) {
        return EmbeddedPostgres.builder()
                .setDataDirectory(folder.resolve("data"))
                .setCleanDataDirectory(true)
                // XA (the Async_2-Phase order mode) needs prepared transactions, off by default.
                .setServerConfig("max_prepared_transactions", "20")
                .setServerConfig("max_connections", "200");
    }

    @Override
    public DatabaseKind kind() {
        return DatabaseKind.POSTGRESQL;
    }

    @Override
    public String url() {
        return "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/postgres";
    }

    @Override
    public String user() {
        return USER;
    }

    @Override
    public String password() {
        return "";
    }

    @Override
    public String description() {
        return "embedded PostgreSQL on port " + postgres.getPort();
    }

    @Override
    public void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not stop the embedded PostgreSQL", e);
        }
    }
}
