package io.daytrader.dbserver;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** PostgreSQL from the zonky binaries on Maven Central, with two-phase commit enabled. */
final class EmbeddedPostgresql implements DatabaseServer {

    private static final String USER = "postgres";

    private final EmbeddedPostgres postgres;

    private EmbeddedPostgresql(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    static EmbeddedPostgresql start(Path folder) {
        try {
            return new EmbeddedPostgresql(EmbeddedPostgres.builder()
                    .setDataDirectory(folder.resolve("data"))
                    .setCleanDataDirectory(true)
                    // XA (the Async_2-Phase order mode) needs prepared transactions, off by default.
                    .setServerConfig("max_prepared_transactions", "20")
                    .setServerConfig("max_connections", "200")
                    .start());
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded PostgreSQL in " + folder, e);
        }
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
