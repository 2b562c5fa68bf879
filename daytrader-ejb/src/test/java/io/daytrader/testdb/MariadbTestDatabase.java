package io.daytrader.testdb;

import java.sql.SQLException;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;

/** A database of its own on the MariaDB (or MySQL) server of the tests. */
public final class MariadbTestDatabase implements TestDatabase {

    private final ExternalDatabase server = ExternalDatabase.fromSystemProperties("mariadb",
            "jdbc:mariadb://127.0.0.1:3306/test", "root");
    private final String database = TestDatabase.uniqueName();
    private final MariaDbDataSource dataSource;

    public MariadbTestDatabase() {
        server.execute("CREATE DATABASE " + database);
        String url = server.url().replaceFirst("/[^/?]*(\\?|$)", "/" + database + "$1");
        try {
            dataSource = new MariaDbDataSource(url);
            dataSource.setUser(server.user());
            dataSource.setPassword(server.password());
        } catch (SQLException e) {
            throw new IllegalStateException("Bad MariaDB URL " + url, e);
        }
    }

    @Override
    public DataSource dataSource() {
        return dataSource;
    }

    @Override
    public String description() {
        return "MariaDB " + server.url() + " database " + database;
    }

    @Override
    public void close() {
        server.execute("DROP DATABASE " + database);
    }
}
