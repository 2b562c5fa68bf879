package io.daytrader.web.prims.jdbc;

import io.daytrader.domain.Quote;
import java.math.BigDecimal;

/** Price and volume of a quote as read, before a trade changes them. */
record QuoteSnapshot(BigDecimal price, double volume) {

    static QuoteSnapshot of(Quote quote) {
        return new QuoteSnapshot(quote.getPrice(), quote.getVolume());
    }
}
