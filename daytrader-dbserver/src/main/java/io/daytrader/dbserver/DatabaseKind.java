package io.daytrader.dbserver;

import java.nio.file.Path;
import java.util.Locale;

/** The database servers a run can start for itself. */
public enum DatabaseKind {
    POSTGRESQL {
        @Override
        public DatabaseServer startEmbedded(Path folder) {
            return EmbeddedPostgresql.start(folder);
        }
    },
    MARIADB {
        @Override
        public DatabaseServer startEmbedded(Path folder) {
            return EmbeddedMariadb.start(folder);
        }
    };

    /** Starts a server of this kind on a free port, keeping its files in {@code folder}. */
    public abstract DatabaseServer startEmbedded(Path folder);

    /** The name used in properties, environment variables and on the command line: postgresql, mariadb. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static DatabaseKind of(String id) {
        for (DatabaseKind kind : values()) {
            if (kind.id().equalsIgnoreCase(id)) {
                return kind;
            }
        }
        throw new IllegalArgumentException("No embedded server for database '" + id + "': postgresql or mariadb");
    }
}
