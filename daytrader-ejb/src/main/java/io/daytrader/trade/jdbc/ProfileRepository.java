package io.daytrader.trade.jdbc;

import io.daytrader.domain.AccountProfile;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;

/** ACCOUNTPROFILEEJB rows. */
public final class ProfileRepository {

    AccountProfile find(Connection c, String userID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT USERID, PASSWD, FULLNAME, ADDRESS, EMAIL, CREDITCARD FROM ACCOUNTPROFILEEJB WHERE USERID = ?")) {
            s.setString(1, userID);
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                return new AccountProfile(rs.getString("USERID"), rs.getString("PASSWD"), rs.getString("FULLNAME"),
                        rs.getString("ADDRESS"), rs.getString("EMAIL"), rs.getString("CREDITCARD"));
            }
        }
    }

    void insert(Connection c, AccountProfile p) throws SQLException {
        insertAll(c, List.of(p));
    }

    /** Inserts the rows in one JDBC batch. */
    public void insertAll(Connection c, Collection<AccountProfile> rows) throws SQLException {
        JdbcBatch.run(c, "INSERT INTO ACCOUNTPROFILEEJB "
                + "(USERID, PASSWD, FULLNAME, ADDRESS, EMAIL, CREDITCARD) VALUES (?, ?, ?, ?, ?, ?)", rows, ProfileRepository::bind);
    }

    private static void bind(PreparedStatement s, AccountProfile p) throws SQLException {
        s.setString(1, p.getUserID());
        s.setString(2, p.getPassword());
        s.setString(3, p.getFullName());
        s.setString(4, p.getAddress());
        s.setString(5, p.getEmail());
        s.setString(6, p.getCreditCard());
    }

    private static final String UPDATE = "UPDATE ACCOUNTPROFILEEJB "
            + "SET PASSWD = ?, FULLNAME = ?, ADDRESS = ?, EMAIL = ?, CREDITCARD = ? WHERE USERID = ?";

    boolean update(Connection c, AccountProfile p) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(UPDATE)) {
            bindUpdate(s, p);
            return s.executeUpdate() == 1;
        }
    }

    /** Overwrites the profiles in one JDBC batch. */
    public void updateAll(Connection c, Collection<AccountProfile> rows) throws SQLException {
        JdbcBatch.run(c, UPDATE, rows, ProfileRepository::bindUpdate);
    }

    private static void bindUpdate(PreparedStatement s, AccountProfile p) throws SQLException {
        s.setString(1, p.getPassword());
        s.setString(2, p.getFullName());
        s.setString(3, p.getAddress());
        s.setString(4, p.getEmail());
        s.setString(5, p.getCreditCard());
        s.setString(6, p.getUserID());
    }
}
