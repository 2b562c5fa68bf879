package io.daytrader.trade.jdbc;

import io.daytrader.marketsummary.MarketSummary;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;

/** Computes the market summary with two top-5 reads and one aggregate over QUOTEEJB. */
final class MarketSummaryQuery {

    static final int TOP = 5;

    private final QuoteRepository quotes;

    MarketSummaryQuery(QuoteRepository quotes) {
        this.quotes = quotes;
    }

    MarketSummary compute(Connection c) throws SQLException {
        BigDecimal tsia;
        BigDecimal openTsia;
        double volume;
        try (PreparedStatement s = c.prepareStatement(
                "SELECT COUNT(*), SUM(PRICE), SUM(OPEN1), SUM(VOLUME) FROM QUOTEEJB");
                ResultSet rs = s.executeQuery()) {
            rs.next();
            long count = rs.getLong(1);
            tsia = average(rs.getBigDecimal(2), count);
            openTsia = average(rs.getBigDecimal(3), count);
            volume = rs.getDouble(4);
        }
        return new MarketSummary(tsia, openTsia, volume, quotes.findByChange(c, true, TOP),
                quotes.findByChange(c, false, TOP), LocalDateTime.now());
    }

    private static BigDecimal average(BigDecimal sum, long count) {
        if (sum == null || count == 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        return sum.divide(BigDecimal.valueOf(count), 2, RoundingMode.HALF_UP);
    }
}
