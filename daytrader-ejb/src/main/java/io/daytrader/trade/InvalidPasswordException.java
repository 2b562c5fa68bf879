package io.daytrader.trade;

/** The password does not match the user's. */
public class InvalidPasswordException extends TradeException {

    private static final long serialVersionUID = 1L;

    public InvalidPasswordException(String userID) {
        super("Wrong password for user " + userID);
    }
}
