package io.daytrader.trade.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collection;

/** Rows written as one JDBC batch. */
public final class JdbcBatch {

    private JdbcBatch() {
    }

    /**
     * Binds each row to the statement and runs them all as one batch; no rows, no statement. (MariaDB's driver
     * answers an empty batch without a result, and a pool that asks the statement for more results when it takes it
     * back, as Liberty's does, then fails with a NullPointerException.)
     */
    public static <T> void run(Connection c, String sql, Collection<T> rows, Binder<T> binder) throws SQLException {
        if (rows.isEmpty()) {
            return;
        }
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (T row : rows) {
                binder.bind(s, row);
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    /** Sets one row's values on the statement. */
    @FunctionalInterface
    public interface Binder<T> {
        void bind(PreparedStatement statement, T row) throws SQLException;
    }
}
