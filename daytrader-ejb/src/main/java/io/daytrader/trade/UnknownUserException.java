package io.daytrader.trade;

/** No account profile has this user id. */
public class UnknownUserException extends TradeException {

    private static final long serialVersionUID = 1L;

    public UnknownUserException(String userID) {
        super("No user with id " + userID);
    }
}
