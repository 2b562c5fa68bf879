package io.daytrader.trade;

import io.daytrader.domain.OrderStatus;

/** The order is not in a state that allows the requested step (e.g. completing a cancelled order). */
public class OrderStateException extends TradeException {

    private static final long serialVersionUID = 1L;

    public OrderStateException(int orderID, OrderStatus status, String step) {
        super("Order " + orderID + " is " + status.code() + " and cannot be " + step);
    }
}
