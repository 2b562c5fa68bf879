package io.daytrader.launch;

import io.daytrader.dbserver.DatabaseServer;
import java.util.List;

/**
 * The database a provisioned server runs on ({@code --db}): {@code derby} (embedded in the server's JVM, so its CPU
 * and heap count as the server's), {@code derby-network}, {@code postgresql} or {@code mariadb}. PostgreSQL and
 * MariaDB without a URL are servers the run starts for itself (no URL yet: {@link #startedByTheRun()}); any of the
 * networked ones can be an external server given by URL.
 */
public record Database(String kind, String url, String user, String password) {

    public static final List<String> KINDS = List.of("derby", "derby-network", "postgresql", "mariadb");

    public static Database of(String kind, String url, String user, String password) {
        if (!KINDS.contains(kind)) {
            throw new IllegalArgumentException("--db must be one of " + KINDS + ", got '" + kind + "'");
        }
        if (url == null && (user != null || password != null)) {
            throw new IllegalArgumentException("--db-user and --db-password are for an external database named with"
                    + " --db-url");
        }
        if (kind.equals("derby")) {
            if (url != null) {
                throw new IllegalArgumentException("--db-url is for a networked database; embedded Derby needs none");
            }
            return new Database(kind, null, null, null);
        }
        String scheme = "jdbc:" + (kind.equals("derby-network") ? "derby" : kind) + "://";
        if (url != null && !url.startsWith(scheme)) {
            throw new IllegalArgumentException("--db-url for --db " + kind + " must start with " + scheme + ", got '"
                    + url + "'");
        }
        return switch (kind) {
            case "postgresql" -> url == null ? new Database(kind, null, null, null)
                    : new Database(kind, url, user != null ? user : "postgres", password != null ? password : "");
            case "mariadb" -> url == null ? new Database(kind, null, null, null)
                    : new Database(kind, url, user != null ? user : "root", password != null ? password : "");
            default -> {
                if (url == null) {
                    throw new IllegalArgumentException("--db derby-network needs --db-url of a running Derby network"
                            + " server, e.g. jdbc:derby://127.0.0.1:1527/tradedb;create=true");
                }
                yield new Database(kind, url, user != null ? user : "app", password != null ? password : "app");
            }
        };
    }

    /** PostgreSQL or MariaDB with no URL: the run starts a server of its own (daytrader-dbserver). */
    public boolean startedByTheRun() {
        return url == null && (kind.equals("postgresql") || kind.equals("mariadb"));
    }

    /** This database on the server the run started. */
    public Database on(DatabaseServer server) {
        return new Database(kind, server.url(), server.user(), server.password());
    }

    /** Whether the database runs inside the server's JVM. */
    public boolean embedded() {
        return kind.equals("derby");
    }
}
