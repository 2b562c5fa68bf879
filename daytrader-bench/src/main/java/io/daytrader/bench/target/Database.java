package io.daytrader.bench.target;

import java.util.List;

/**
 * The database a provisioned server runs on ({@code --db}): {@code derby} (embedded in the server's JVM, so its CPU
 * and heap count as the server's), {@code derby-network}, {@code postgresql} or {@code mariadb}. PostgreSQL and
 * MariaDB default to the local services (database {@code test}); any of the networked ones can be an external
 * server given by URL. Starting an embedded database server per run belongs here once the project has one.
 */
public record Database(String kind, String url, String user, String password) {

    public static final List<String> KINDS = List.of("derby", "derby-network", "postgresql", "mariadb");

    public static Database of(String kind, String url, String user, String password) {
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("--db must be one of " + KINDS + ", got '" + kind + "'");
        }
        if (kind.equals("derby")) {
            if (url != null) {
                throw new IllegalArgumentException("--db-url is for a networked database; embedded Derby needs none");
            }
            return new Database(kind, null, null, null);
        }
        return switch (kind) {
            case "postgresql" -> new Database(kind, url != null ? url : "jdbc:postgresql://127.0.0.1:5432/test",
                    user != null ? user : "postgres", password != null ? password : "");
            case "mariadb" -> new Database(kind, url != null ? url : "jdbc:mariadb://127.0.0.1:3306/test",
                    user != null ? user : "root", password != null ? password : "");
            default -> {
                if (url == null) {
                    throw new IllegalArgumentException("--db derby-network needs --db-url of a running Derby network"
                            + " server, e.g. jdbc:derby://127.0.0.1:1527/tradedb;create=true");
                }
                yield new Database(kind, url, user != null ? user : "app", password != null ? password : "app");
            }
        };
    }

    /** Whether the database runs inside the server's JVM. */
    public boolean embedded() {
        return kind.equals("derby");
    }
}
