package io.daytrader.testdb;

import java.sql.SQLException;
import java.util.Map;
import javax.sql.DataSource;
import org.apache.derby.jdbc.EmbeddedDataSource;

/** An in-memory embedded Derby database. */
public final class DerbyTestDatabase implements TestDatabase {

    private final String name = TestDatabase.uniqueName();
    private final EmbeddedDataSource dataSource = new EmbeddedDataSource();

    public DerbyTestDatabase() {
        dataSource.setDatabaseName("memory:" + name);
        dataSource.setCreateDatabase("create");
    }

    @Override
    public DataSource dataSource() {
        return dataSource;
    }

    /**
     * OpenJPA locks with FOR UPDATE WITH RR on Derby, which also locks neighbouring index rows; the servers'
     * Derby configurations set WITH RS (docs/architecture.md, "Runtime modes"), and so does this.
     */
    @Override
    public ContainerSettings containerSettings() {
        return new ContainerSettings("org.apache.derby.jdbc.EmbeddedDriver",
                "jdbc:derby:memory:" + name + ";create=true", "APP", "", Map.of("openjpa.jdbc.DBDictionary", "derby(ForUpdateClause=FOR UPDATE WITH RS)"));
    }

    @Override
    public String description() {
        return "embedded Derby (memory:" + name + ")";
    }

    @Override
    public void close() {
        EmbeddedDataSource drop = new EmbeddedDataSource();
        drop.setDatabaseName("memory:" + name);
        drop.setConnectionAttributes("drop=true");
        try {
            drop.getConnection().close();
        } catch (SQLException expected) {
            // Derby reports a successful drop as an exception (SQLState 08006).
        }
    }
}
