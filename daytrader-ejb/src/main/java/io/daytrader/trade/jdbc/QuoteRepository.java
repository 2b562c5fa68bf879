package io.daytrader.trade.jdbc;

import io.daytrader.domain.Quote;
import io.daytrader.trade.TradeStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.ArrayList;
import java.util.List;

/** QUOTEEJB rows. */
public final class QuoteRepository {

    private static final String COLUMNS = "SYMBOL, COMPANYNAME, VOLUME, PRICE, OPEN1, LOW, HIGH, CHANGE1";

    Quote find(Connection c, String symbol) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM QUOTEEJB WHERE SYMBOL = ?")) {
            s.setString(1, symbol);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? map(rs) : null;
            }
        }
    }

    List<Quote> findAll(Connection c) throws SQLException {
        return list(c, "SELECT " + COLUMNS + " FROM QUOTEEJB ORDER BY SYMBOL", Integer.MAX_VALUE);
    }

    /** The {@code limit} quotes with the largest change ({@code descending}) or the smallest. */
    List<Quote> findByChange(Connection c, boolean descending, int limit) throws SQLException {
        return list(c, "SELECT " + COLUMNS + " FROM QUOTEEJB ORDER BY CHANGE1 " + (descending ? "DESC" : "ASC")
                + ", SYMBOL", limit);
    }

    private static List<Quote> list(Connection c, String sql, int limit) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            if (limit < Integer.MAX_VALUE) {
                s.setMaxRows(limit);
            }
            try (ResultSet rs = s.executeQuery()) {
                List<Quote> quotes = new ArrayList<>();
                while (rs.next() && quotes.size() < limit) {
                    quotes.add(map(rs));
                }
                return quotes;
            }
        }
    }

    private static Quote map(ResultSet rs) throws SQLException {
        return new Quote(rs.getString("SYMBOL"), rs.getString("COMPANYNAME"), rs.getDouble("VOLUME"),
                rs.getBigDecimal("PRICE"), rs.getBigDecimal("OPEN1"), rs.getBigDecimal("LOW"), rs.getBigDecimal("HIGH"),
                rs.getDouble("CHANGE1"));
    }

    void insert(Connection c, Quote q) throws SQLException {
        insertAll(c, List.of(q));
    }

    /** Inserts the rows in one JDBC batch. */
    public void insertAll(Connection c, Collection<Quote> rows) throws SQLException {
        JdbcBatch.run(c, "INSERT INTO QUOTEEJB (" + COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows, QuoteRepository::bind);
    }

    private static void bind(PreparedStatement s, Quote q) throws SQLException {
        s.setString(1, q.getSymbol());
        s.setString(2, q.getCompanyName());
        s.setDouble(3, q.getVolume());
        s.setBigDecimal(4, q.getPrice());
        s.setBigDecimal(5, q.getOpen());
        s.setBigDecimal(6, q.getLow());
        s.setBigDecimal(7, q.getHigh());
        s.setDouble(8, q.getChange());
    }

    /**
     * Reads the quote with its row locked for this transaction (taken by a no-op update, which locks the same
     * way on every database), or null if there is no such symbol.
     */
    Quote lock(Connection c, String symbol) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE QUOTEEJB SET VOLUME = VOLUME WHERE SYMBOL = ?")) {
            s.setString(1, symbol);
            if (s.executeUpdate() == 0) {
                return null;
            }
        }
        return find(c, symbol);
    }

    /** Locks every quote row for this transaction, the way {@link #lock} locks one. */
    public void lockAll(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE QUOTEEJB SET VOLUME = VOLUME")) {
            s.executeUpdate();
        }
    }

    /** Writes price, range, change and volume of a quote read with {@link #lock}. */
    void updateTrading(Connection c, Quote q) throws SQLException {
        updateTradingAll(c, List.of(q));
    }

    /** Writes price, range, change and volume of the quotes in one JDBC batch. */
    public void updateTradingAll(Connection c, Collection<Quote> rows) throws SQLException {
        JdbcBatch.run(c, "UPDATE QUOTEEJB SET PRICE = ?, LOW = ?, HIGH = ?, CHANGE1 = ?, VOLUME = ? WHERE SYMBOL = ?",
                rows, (s, q) -> {
                    s.setBigDecimal(1, q.getPrice());
                    s.setBigDecimal(2, q.getLow());
                    s.setBigDecimal(3, q.getHigh());
                    s.setDouble(4, q.getChange());
                    s.setDouble(5, q.getVolume());
                    s.setString(6, q.getSymbol());
                });
    }

    TradeStore.QuoteTotals totals(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT COUNT(*), SUM(PRICE), SUM(OPEN1), SUM(VOLUME) FROM QUOTEEJB");
                ResultSet rs = s.executeQuery()) {
            rs.next();
            return new TradeStore.QuoteTotals(rs.getLong(1), rs.getBigDecimal(2), rs.getBigDecimal(3), rs.getDouble(4));
        }
    }
}
