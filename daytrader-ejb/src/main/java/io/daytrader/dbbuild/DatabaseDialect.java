package io.daytrader.dbbuild;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;

/** The databases DayTrader has DDL for; each has a folder of the same name in db-scripts/. */
public enum DatabaseDialect {
    DERBY("derby", "apache derby"),
    POSTGRESQL("postgresql", "postgresql"),
    MARIADB("mariadb", "mariadb", "mysql"),
    DB2("db2", "db2"),
    ORACLE("oracle", "oracle");

    private final String folder;
    private final String[] productNames;

    DatabaseDialect(String folder, String... productNames) {
        this.folder = folder;
        this.productNames = productNames;
    }

    public String folder() {
        return folder;
    }

    public static DatabaseDialect of(Connection connection) throws SQLException {
        String product = connection.getMetaData().getDatabaseProductName();
        String lower = product.toLowerCase(Locale.ROOT);
        for (DatabaseDialect dialect : values()) {
            for (String name : dialect.productNames) {
                if (lower.startsWith(name)) {
                    return dialect;
                }
            }
        }
        throw new UnsupportedDatabaseException(product);
    }

    /** The database product has no DDL in db-scripts/. */
    public static final class UnsupportedDatabaseException extends IllegalStateException {

        private static final long serialVersionUID = 1L;

        UnsupportedDatabaseException(String product) {
            super("DayTrader has no schema scripts for the database product '" + product
                    + "'; supported are Apache Derby, PostgreSQL, MariaDB/MySQL, Db2 and Oracle");
        }
    }
}
