package io.daytrader.trade.jdbc;

import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.ArrayList;
import java.util.List;

/** ORDEREJB rows. */
public final class OrderRepository {

    private static final String COLUMNS = "ORDERID, ORDERTYPE, ORDERSTATUS, OPENDATE, COMPLETIONDATE, QUANTITY, PRICE, "
            + "ORDERFEE, ACCOUNT_ACCOUNTID, QUOTE_SYMBOL, HOLDING_HOLDINGID";

    Order find(Connection c, int orderID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM ORDEREJB WHERE ORDERID = ?")) {
            s.setInt(1, orderID);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? map(rs) : null;
            }
        }
    }

    /** Newest first. */
    List<Order> findByAccount(Connection c, int accountID, int limit) throws SQLException {
        return list(c, "SELECT " + COLUMNS + " FROM ORDEREJB WHERE ACCOUNT_ACCOUNTID = ? ORDER BY ORDERID DESC",
                limit, accountID);
    }

    List<Integer> findIDsByStatus(Connection c, int accountID, OrderStatus status) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT ORDERID FROM ORDEREJB WHERE ACCOUNT_ACCOUNTID = ? AND ORDERSTATUS = ? ORDER BY ORDERID")) {
            s.setInt(1, accountID);
            s.setString(2, status.code());
            List<Integer> ids = new ArrayList<>();
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    ids.add(rs.getInt(1));
                }
            }
            return ids;
        }
    }

    int countByAccount(Connection c, int accountID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM ORDEREJB WHERE ACCOUNT_ACCOUNTID = ?")) {
            s.setInt(1, accountID);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    private static List<Order> list(Connection c, String sql, int limit, Object... parameters) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                s.setObject(i + 1, parameters[i]);
            }
            if (limit < Integer.MAX_VALUE) {
                s.setMaxRows(limit);
            }
            try (ResultSet rs = s.executeQuery()) {
                List<Order> orders = new ArrayList<>();
                while (rs.next() && orders.size() < limit) {
                    orders.add(map(rs));
                }
                return orders;
            }
        }
    }

    private static Order map(ResultSet rs) throws SQLException {
        Order order = new Order();
        order.setOrderID(rs.getInt("ORDERID"));
        order.setOrderType(rs.getString("ORDERTYPE"));
        order.setOrderStatus(rs.getString("ORDERSTATUS"));
        order.setOpenDate(JdbcValues.getTimestamp(rs, "OPENDATE"));
        order.setCompletionDate(JdbcValues.getTimestamp(rs, "COMPLETIONDATE"));
        order.setQuantity(rs.getDouble("QUANTITY"));
        order.setPrice(rs.getBigDecimal("PRICE"));
        order.setOrderFee(rs.getBigDecimal("ORDERFEE"));
        order.setAccountID(rs.getInt("ACCOUNT_ACCOUNTID"));
        order.setQuoteSymbol(rs.getString("QUOTE_SYMBOL"));
        order.setHoldingID(JdbcValues.getInteger(rs, "HOLDING_HOLDINGID"));
        return order;
    }

    void insert(Connection c, Order o) throws SQLException {
        insertAll(c, List.of(o));
    }

    /** Inserts the rows in one JDBC batch. */
    public void insertAll(Connection c, Collection<Order> rows) throws SQLException {
        JdbcBatch.run(c, "INSERT INTO ORDEREJB (" + COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows, OrderRepository::bind);
    }

    private static void bind(PreparedStatement s, Order o) throws SQLException {
        s.setInt(1, o.getOrderID());
        s.setString(2, o.getOrderType());
        s.setString(3, o.getOrderStatus());
            JdbcValues.setTimestamp(s, 4, o.getOpenDate());
            JdbcValues.setTimestamp(s, 5, o.getCompletionDate());
        s.setDouble(6, o.getQuantity());
        s.setBigDecimal(7, o.getPrice());
        s.setBigDecimal(8, o.getOrderFee());
        s.setInt(9, o.getAccountID());
        s.setString(10, o.getQuoteSymbol());
            JdbcValues.setInteger(s, 11, o.getHoldingID());
    }

    /**
     * Moves the order from {@code from} to {@code to} only if it still is in {@code from}; true for exactly one
     * of several concurrent callers.
     */
    boolean changeStatus(Connection c, Order o, OrderStatus from) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE ORDEREJB SET ORDERSTATUS = ?, COMPLETIONDATE = ?, "
                + "HOLDING_HOLDINGID = ? WHERE ORDERID = ? AND ORDERSTATUS = ?")) {
            s.setString(1, o.getOrderStatus());
            JdbcValues.setTimestamp(s, 2, o.getCompletionDate());
            JdbcValues.setInteger(s, 3, o.getHoldingID());
            s.setInt(4, o.getOrderID());
            s.setString(5, from.code());
            return s.executeUpdate() == 1;
        }
    }

    /** Drops every order's reference to a holding that is about to be deleted. */
    void forgetHolding(Connection c, int holdingID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE ORDEREJB SET HOLDING_HOLDINGID = NULL WHERE HOLDING_HOLDINGID = ?")) {
            s.setInt(1, holdingID);
            s.executeUpdate();
        }
    }

    /** Marks a closed order as shown to its user; false if another request already did. */
    boolean markAlerted(Connection c, int orderID) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE ORDEREJB SET ORDERSTATUS = ? WHERE ORDERID = ? AND ORDERSTATUS = ?")) {
            s.setString(1, OrderStatus.COMPLETED.code());
            s.setInt(2, orderID);
            s.setString(3, OrderStatus.CLOSED.code());
            return s.executeUpdate() == 1;
        }
    }
}
