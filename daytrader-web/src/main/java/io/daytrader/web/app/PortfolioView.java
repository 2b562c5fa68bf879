package io.daytrader.web.app;

import io.daytrader.domain.Holding;
import io.daytrader.domain.Money;
import io.daytrader.domain.Quote;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** The portfolio page: each holding valued at its quote's current price, and the totals. */
public final class PortfolioView {

    private final List<Row> rows = new ArrayList<>();
    private BigDecimal basis = Money.ZERO;
    private BigDecimal marketValue = Money.ZERO;

    /** @param quotes the current quote of every symbol held */
    public PortfolioView(List<Holding> holdings, Map<String, Quote> quotes) {
        for (Holding holding : holdings) {
            Row row = new Row(holding, quotes.get(holding.getQuoteSymbol()));
            rows.add(row);
            basis = basis.add(row.getBasis());
            marketValue = marketValue.add(row.getMarketValue());
        }
    }

    public List<Row> getRows() {
        return Collections.unmodifiableList(rows);
    }

    public int getHoldingCount() {
        return rows.size();
    }

    public BigDecimal getBasis() {
        return basis;
    }

    public BigDecimal getMarketValue() {
        return marketValue;
    }

    public BigDecimal getGain() {
        return marketValue.subtract(basis);
    }

    /** Gain as a percentage of the basis (0 for an empty portfolio). */
    public BigDecimal getGainPercent() {
        if (basis.signum() == 0) {
            return Money.ZERO;
        }
        return getGain().multiply(BigDecimal.valueOf(100)).divide(basis, 2, RoundingMode.HALF_UP);
    }

    /** One holding with its current price. */
    public static final class Row {

        private final Holding holding;
        private final Quote quote;

        Row(Holding holding, Quote quote) {
            this.holding = holding;
            this.quote = quote;
        }

        public Holding getHolding() {
            return holding;
        }

        public BigDecimal getCurrentPrice() {
            return quote.getPrice();
        }

        public BigDecimal getBasis() {
            return holding.basis();
        }

        public BigDecimal getMarketValue() {
            return Money.value(quote.getPrice(), holding.getQuantity());
        }

        public BigDecimal getGain() {
            return getMarketValue().subtract(getBasis());
        }
    }
}
