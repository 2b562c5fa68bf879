package io.daytrader.trade;

/** A user tried to sell a holding of another account. */
public class HoldingNotOwnedException extends TradeException {

    private static final long serialVersionUID = 1L;

    public HoldingNotOwnedException(int holdingID, String userID) {
        super("Holding " + holdingID + " does not belong to user " + userID);
    }
}
