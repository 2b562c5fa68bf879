package io.daytrader.trade.jdbc;

import io.daytrader.domain.Account;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import java.time.LocalDateTime;

/** ACCOUNTEJB rows. Balances change by SQL arithmetic, so concurrent changes are never lost. */
public final class AccountRepository {

    private static final String COLUMNS = "ACCOUNTID, PROFILE_USERID, BALANCE, OPENBALANCE, CREATIONDATE, LASTLOGIN, "
            + "LOGINCOUNT, LOGOUTCOUNT";

    Account findByUser(Connection c, String userID) throws SQLException {
        return findOne(c, "SELECT " + COLUMNS + " FROM ACCOUNTEJB WHERE PROFILE_USERID = ?", userID);
    }

    Account find(Connection c, int accountID) throws SQLException {
        return findOne(c, "SELECT " + COLUMNS + " FROM ACCOUNTEJB WHERE ACCOUNTID = ?", accountID);
    }

    private Account findOne(Connection c, String sql, Object key) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setObject(1, key);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? map(rs) : null;
            }
        }
    }

    private static Account map(ResultSet rs) throws SQLException {
        return new Account(rs.getInt("ACCOUNTID"), rs.getString("PROFILE_USERID"), rs.getBigDecimal("BALANCE"),
                rs.getBigDecimal("OPENBALANCE"), JdbcValues.getTimestamp(rs, "CREATIONDATE"),
                JdbcValues.getTimestamp(rs, "LASTLOGIN"), rs.getInt("LOGINCOUNT"), rs.getInt("LOGOUTCOUNT"));
    }

    void insert(Connection c, Account a) throws SQLException {
        insertAll(c, List.of(a));
    }

    /** Inserts the rows in one JDBC batch. */
    public void insertAll(Connection c, Collection<Account> rows) throws SQLException {
        JdbcBatch.run(c, "INSERT INTO ACCOUNTEJB (" + COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows, AccountRepository::bind);
    }

    private static void bind(PreparedStatement s, Account a) throws SQLException {
        s.setInt(1, a.getAccountID());
        s.setString(2, a.getProfileID());
        s.setBigDecimal(3, a.getBalance());
        s.setBigDecimal(4, a.getOpenBalance());
            JdbcValues.setTimestamp(s, 5, a.getCreationDate());
            JdbcValues.setTimestamp(s, 6, a.getLastLogin());
        s.setInt(7, a.getLoginCount());
        s.setInt(8, a.getLogoutCount());
    }

    void recordLogin(Connection c, int accountID, LocalDateTime when) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE ACCOUNTEJB SET LASTLOGIN = ?, LOGINCOUNT = LOGINCOUNT + 1 WHERE ACCOUNTID = ?")) {
            JdbcValues.setTimestamp(s, 1, when);
            s.setInt(2, accountID);
            s.executeUpdate();
        }
    }

    void recordLogout(Connection c, int accountID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE ACCOUNTEJB SET LOGOUTCOUNT = LOGOUTCOUNT + 1 WHERE ACCOUNTID = ?")) {
            s.setInt(1, accountID);
            s.executeUpdate();
        }
    }

    boolean addToBalance(Connection c, int accountID, BigDecimal amount, BigDecimal floor, BigDecimal ceiling)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE ACCOUNTEJB SET BALANCE = BALANCE + ? "
                + "WHERE ACCOUNTID = ? AND BALANCE + ? >= ? AND BALANCE + ? <= ?")) {
            s.setBigDecimal(1, amount);
            s.setInt(2, accountID);
            s.setBigDecimal(3, amount);
            s.setBigDecimal(4, floor);
            s.setBigDecimal(5, amount);
            s.setBigDecimal(6, ceiling);
            return s.executeUpdate() == 1;
        }
    }

    /** Overwrites balances, dates and counts of the accounts in one JDBC batch. */
    public void updateAll(Connection c, Collection<Account> rows) throws SQLException {
        JdbcBatch.run(c, "UPDATE ACCOUNTEJB SET BALANCE = ?, OPENBALANCE = ?, "
                + "CREATIONDATE = ?, LASTLOGIN = ?, LOGINCOUNT = ?, LOGOUTCOUNT = ? WHERE ACCOUNTID = ?", rows, (s, a) -> {
            s.setBigDecimal(1, a.getBalance());
            s.setBigDecimal(2, a.getOpenBalance());
            JdbcValues.setTimestamp(s, 3, a.getCreationDate());
            JdbcValues.setTimestamp(s, 4, a.getLastLogin());
            s.setInt(5, a.getLoginCount());
            s.setInt(6, a.getLogoutCount());
            s.setInt(7, a.getAccountID());
        });
    }
}
