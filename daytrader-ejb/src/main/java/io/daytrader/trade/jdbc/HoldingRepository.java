package io.daytrader.trade.jdbc;

import io.daytrader.domain.Holding;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.ArrayList;
import java.util.List;

/** HOLDINGEJB rows. */
public final class HoldingRepository {

    private static final String COLUMNS = "HOLDINGID, ACCOUNT_ACCOUNTID, QUOTE_SYMBOL, QUANTITY, PURCHASEPRICE, "
            + "PURCHASEDATE, SELLORDERID";

    Holding find(Connection c, int holdingID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM HOLDINGEJB WHERE HOLDINGID = ?")) {
            s.setInt(1, holdingID);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? map(rs) : null;
            }
        }
    }

    List<Holding> findByAccount(Connection c, int accountID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT " + COLUMNS + " FROM HOLDINGEJB WHERE ACCOUNT_ACCOUNTID = ? ORDER BY HOLDINGID")) {
            s.setInt(1, accountID);
            try (ResultSet rs = s.executeQuery()) {
                List<Holding> holdings = new ArrayList<>();
                while (rs.next()) {
                    holdings.add(map(rs));
                }
                return holdings;
            }
        }
    }

    private static Holding map(ResultSet rs) throws SQLException {
        return new Holding(rs.getInt("HOLDINGID"), rs.getInt("ACCOUNT_ACCOUNTID"), rs.getString("QUOTE_SYMBOL"),
                rs.getDouble("QUANTITY"), rs.getBigDecimal("PURCHASEPRICE"), JdbcValues.getTimestamp(rs, "PURCHASEDATE"),
                JdbcValues.getInteger(rs, "SELLORDERID"));
    }

    void insert(Connection c, Holding h) throws SQLException {
        insertAll(c, List.of(h));
    }

    /** Inserts the rows in one JDBC batch. */
    public void insertAll(Connection c, Collection<Holding> rows) throws SQLException {
        JdbcBatch.run(c, "INSERT INTO HOLDINGEJB (" + COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?)", rows, HoldingRepository::bind);
    }

    private static void bind(PreparedStatement s, Holding h) throws SQLException {
        s.setInt(1, h.getHoldingID());
        s.setInt(2, h.getAccountID());
        s.setString(3, h.getQuoteSymbol());
        s.setDouble(4, h.getQuantity());
        s.setBigDecimal(5, h.getPurchasePrice());
            JdbcValues.setTimestamp(s, 6, h.getPurchaseDate());
            JdbcValues.setInteger(s, 7, h.getSellOrderID());
    }

    /**
     * Marks the holding as being sold by {@code orderID}, atomically: true for exactly one of several
     * concurrent callers, false if it is already being sold or gone.
     */
    boolean claimForSale(Connection c, int holdingID, int orderID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE HOLDINGEJB SET SELLORDERID = ? WHERE HOLDINGID = ? AND SELLORDERID IS NULL")) {
            s.setInt(1, orderID);
            s.setInt(2, holdingID);
            return s.executeUpdate() == 1;
        }
    }

    /** Makes the holding sellable again after its sell order was cancelled. */
    void release(Connection c, int holdingID, int orderID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE HOLDINGEJB SET SELLORDERID = NULL WHERE HOLDINGID = ? AND SELLORDERID = ?")) {
            s.setInt(1, holdingID);
            s.setInt(2, orderID);
            s.executeUpdate();
        }
    }

    void delete(Connection c, int holdingID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM HOLDINGEJB WHERE HOLDINGID = ?")) {
            s.setInt(1, holdingID);
            s.executeUpdate();
        }
    }
}
