package io.daytrader.trade;

/** No order has this id. */
public class UnknownOrderException extends TradeException {

    private static final long serialVersionUID = 1L;

    public UnknownOrderException(int orderID) {
        super("No order with id " + orderID);
    }
}
