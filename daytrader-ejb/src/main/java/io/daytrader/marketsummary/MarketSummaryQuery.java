package io.daytrader.marketsummary;

import io.daytrader.trade.TradeStore;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;
import java.time.LocalDateTime;

/** Computes the market summary: one aggregate and two top-5 reads over the quotes. */
public final class MarketSummaryQuery {

    static final int TOP = 5;

    private MarketSummaryQuery() {
    }

    public static MarketSummary compute(TradeStore store) throws SQLException {
        TradeStore.QuoteTotals totals = store.quoteTotals();
        return new MarketSummary(average(totals.priceSum(), totals.count()), average(totals.openSum(), totals.count()),
                totals.volume(), store.findQuotesByChange(true, TOP), store.findQuotesByChange(false, TOP),
                LocalDateTime.now());
    }

    private static BigDecimal average(BigDecimal sum, long count) {
        if (sum == null || count == 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        return sum.divide(BigDecimal.valueOf(count), 2, RoundingMode.HALF_UP);
    }
}
