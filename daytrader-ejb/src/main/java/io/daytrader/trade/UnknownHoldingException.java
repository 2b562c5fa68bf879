package io.daytrader.trade;

/** The holding does not exist: never did, or was sold. */
public class UnknownHoldingException extends TradeException {

    private static final long serialVersionUID = 1L;

    public UnknownHoldingException(int holdingID) {
        super("Holding " + holdingID + " does not exist (it may have been sold already)");
    }
}
