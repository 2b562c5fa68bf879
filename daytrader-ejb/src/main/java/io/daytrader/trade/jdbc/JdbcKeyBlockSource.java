package io.daytrader.trade.jdbc;

import io.daytrader.keys.KeyBlockSource;
import io.daytrader.trade.TradeSystemException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Reserves key blocks in KEYGENEJB on a connection of its own, committed at once, so that it never commits
 * (nor waits for) the caller's transaction. Give it a data source that does not join container transactions.
 */
public final class JdbcKeyBlockSource implements KeyBlockSource {

    private static final int MAX_ATTEMPTS = 5;

    private final DataSource dataSource;

    public JdbcKeyBlockSource(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public int reserve(String keyName, int size) {
        for (int attempt = 1;; attempt++) {
            try (Connection connection = dataSource.getConnection()) {
                connection.setAutoCommit(false);
                try {
                    int first = reserve(connection, keyName, size);
                    connection.commit();
                    return first;
                } catch (SQLException e) {
                    connection.rollback();
                    throw e;
                }
            } catch (SQLException e) {
                boolean retry = SqlErrors.isTransient(e) || SqlErrors.isDuplicateKey(e);
                if (!retry || attempt == MAX_ATTEMPTS) {
                    throw new TradeSystemException("Could not reserve keys for " + keyName, e);
                }
            }
        }
    }

    private static int reserve(Connection connection, String keyName, int size) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "UPDATE KEYGENEJB SET KEYVAL = KEYVAL + ? WHERE KEYNAME = ?")) {
            update.setInt(1, size);
            update.setString(2, keyName);
            if (update.executeUpdate() == 0) {
                try (PreparedStatement insert = connection.prepareStatement(
                        "INSERT INTO KEYGENEJB (KEYNAME, KEYVAL) VALUES (?, ?)")) {
                    insert.setString(1, keyName);
                    insert.setInt(2, 1 + size);
                    insert.executeUpdate();
                    return 1;
                }
            }
        }
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT KEYVAL FROM KEYGENEJB WHERE KEYNAME = ?")) {
            select.setString(1, keyName);
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getInt(1) - size;
            }
        }
    }
}
