package io.daytrader.testdb;

import io.daytrader.dbserver.DatabaseKind;
import io.daytrader.dbserver.DatabaseServer;
import io.daytrader.dbserver.RunDatabaseServers;
import java.util.Map;
import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/** A schema of its own in the PostgreSQL database of the tests. */
public final class PostgresqlTestDatabase implements TestDatabase {

    private final DatabaseServer server = RunDatabaseServers.get(DatabaseKind.POSTGRESQL);
    private final String schema = TestDatabase.uniqueName();
    private final PGSimpleDataSource dataSource = new PGSimpleDataSource();

    public PostgresqlTestDatabase() {
        ServerAdmin.execute(server, "CREATE SCHEMA " + schema);
        dataSource.setURL(server.url());
        dataSource.setUser(server.user());
        dataSource.setPassword(server.password());
        dataSource.setCurrentSchema(schema);
        dataSource.setReWriteBatchedInserts(true);
    }

    @Override
    public DataSource dataSource() {
        return dataSource;
    }

    @Override
    public ContainerSettings containerSettings() {
        String url = server.url() + (server.url().contains("?") ? "&" : "?") + "currentSchema=" + schema;
        return new ContainerSettings("org.postgresql.Driver", url, server.user(), server.password(), Map.of());
    }

    @Override
    public String description() {
        return "PostgreSQL " + server.description() + " schema " + schema;
    }

    @Override
    public void close() {
        ServerAdmin.execute(server, "DROP SCHEMA " + schema + " CASCADE");
    }
}
