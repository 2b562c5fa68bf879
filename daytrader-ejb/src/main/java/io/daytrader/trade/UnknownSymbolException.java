package io.daytrader.trade;

/** No quote has this symbol. */
public class UnknownSymbolException extends TradeException {

    private static final long serialVersionUID = 1L;

    public UnknownSymbolException(String symbol) {
        super("No quote with symbol " + symbol);
    }
}
