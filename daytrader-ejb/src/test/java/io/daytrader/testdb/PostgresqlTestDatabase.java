package io.daytrader.testdb;

import javax.sql.DataSource;
import org.postgresql.ds.PGSimpleDataSource;

/** A schema of its own in the PostgreSQL database of the tests. */
public final class PostgresqlTestDatabase implements TestDatabase {

    private final ExternalDatabase server = ExternalDatabase.fromSystemProperties("postgresql",
            "jdbc:postgresql://127.0.0.1:5432/test", "postgres");
    private final String schema = TestDatabase.uniqueName();
    private final PGSimpleDataSource dataSource = new PGSimpleDataSource();

    public PostgresqlTestDatabase() {
        server.execute("CREATE SCHEMA " + schema);
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
    public String description() {
        return "PostgreSQL " + server.url() + " schema " + schema;
    }

    @Override
    public void close() {
        server.execute("DROP SCHEMA " + schema + " CASCADE");
    }
}
