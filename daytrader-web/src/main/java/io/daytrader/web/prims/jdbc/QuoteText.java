package io.daytrader.web.prims.jdbc;

import io.daytrader.domain.Quote;

/** A quote as the JDBC primitives report it. */
final class QuoteText {

    private QuoteText() {
    }

    static String of(Quote quote) {
        return "symbol=" + quote.getSymbol() + " company=" + quote.getCompanyName() + " price="
                + quote.getPrice().toPlainString() + " volume=" + quote.getVolume() + " change=" + quote.getChange();
    }
}
