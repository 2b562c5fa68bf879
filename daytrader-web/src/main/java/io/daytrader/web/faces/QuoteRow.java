package io.daytrader.web.faces;

import io.daytrader.domain.Quote;

/** A row of quote.faces: the quote and the quantity typed beside it. */
public final class QuoteRow {

    private final Quote quote;
    private String quantity = "100";

    QuoteRow(Quote quote) {
        this.quote = quote;
    }

    public Quote getQuote() {
        return quote;
    }

    public String getQuantity() {
        return quantity;
    }

    public void setQuantity(String quantity) {
        this.quantity = quantity;
    }
}
