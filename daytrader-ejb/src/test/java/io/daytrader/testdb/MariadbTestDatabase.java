package io.daytrader.testdb;

import io.daytrader.dbserver.DatabaseKind;
import io.daytrader.dbserver.DatabaseServer;
import io.daytrader.dbserver.RunDatabaseServers;
import java.sql.SQLException;
import java.util.Map;
import javax.sql.DataSource;
import org.mariadb.jdbc.MariaDbDataSource;

/** A database of its own on the MariaDB (or MySQL) server of the tests. */
public final class MariadbTestDatabase implements TestDatabase {

    private final DatabaseServer server = RunDatabaseServers.get(DatabaseKind.MARIADB);
    private final String database = TestDatabase.uniqueName();
    private final String url;
    private final MariaDbDataSource dataSource;

    public MariadbTestDatabase() {
        ServerAdmin.execute(server, "CREATE DATABASE " + database);
        url = server.url().replaceFirst("/[^/?]*(\\?|$)", "/" + database + "$1");
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
    public ContainerSettings containerSettings() {
        return new ContainerSettings("org.mariadb.jdbc.Driver", url, server.user(), server.password(), Map.of());
    }

    @Override
    public String description() {
        return "MariaDB " + server.description() + " database " + database;
    }

    @Override
    public void close() {
        ServerAdmin.execute(server, "DROP DATABASE " + database);
    }
}
