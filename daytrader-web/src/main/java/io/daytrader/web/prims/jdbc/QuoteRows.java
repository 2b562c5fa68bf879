package io.daytrader.web.prims.jdbc;

import io.daytrader.domain.Quote;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The JDBC of the JDBC primitives: a quote row read, and a write that only succeeds on an unchanged row. */
final class QuoteRows {

    private QuoteRows() {
    }

    /** The quote, or null if there is no such symbol. */
    static Quote read(Connection connection, String symbol) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT SYMBOL, COMPANYNAME, VOLUME, PRICE, OPEN1, "
                + "LOW, HIGH, CHANGE1 FROM QUOTEEJB WHERE SYMBOL = ?")) {
            select.setString(1, symbol);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return null;
                }
                return new Quote(row.getString(1), row.getString(2), row.getDouble(3), row.getBigDecimal(4),
                        row.getBigDecimal(5), row.getBigDecimal(6), row.getBigDecimal(7), row.getDouble(8));
            }
        }
    }

    /**
     * Writes the traded quote if its row still has the price and volume it was read with; false if another
     * writer changed the row in between (then nothing is written).
     */
    static boolean writeIfUnchanged(Connection connection, Quote traded, QuoteSnapshot readWith) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("UPDATE QUOTEEJB SET PRICE = ?, LOW = ?, "
                + "HIGH = ?, CHANGE1 = ?, VOLUME = ? WHERE SYMBOL = ? AND PRICE = ? AND VOLUME = ?")) {
            update.setBigDecimal(1, traded.getPrice());
            update.setBigDecimal(2, traded.getLow());
            update.setBigDecimal(3, traded.getHigh());
            update.setDouble(4, traded.getChange());
            update.setDouble(5, traded.getVolume());
            update.setString(6, traded.getSymbol());
            update.setBigDecimal(7, readWith.price());
            update.setDouble(8, readWith.volume());
            return update.executeUpdate() == 1;
        }
    }
}
