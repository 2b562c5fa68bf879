package io.daytrader.trade;

/** A sell order for the holding is already in flight. */
public class HoldingAlreadySellingException extends TradeException {

    private static final long serialVersionUID = 1L;

    public HoldingAlreadySellingException(int holdingID) {
        super("Holding " + holdingID + " is already being sold");
    }
}
