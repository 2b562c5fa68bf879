package io.daytrader.trade;

import io.daytrader.domain.Quote;
import java.math.BigDecimal;

/** Told of every quote price change, inside the transaction that makes it. */
@FunctionalInterface
public interface QuoteChangeListener {

    QuoteChangeListener NONE = (quote, oldPrice, factor, sharesTraded) -> { };

    void quoteChanged(Quote quote, BigDecimal oldPrice, BigDecimal factor, double sharesTraded);
}
