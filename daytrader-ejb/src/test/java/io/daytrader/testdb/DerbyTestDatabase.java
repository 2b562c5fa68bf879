package io.daytrader.testdb;

import java.sql.SQLException;
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
