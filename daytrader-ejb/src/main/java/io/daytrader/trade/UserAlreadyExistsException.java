package io.daytrader.trade;

/** Registration of a user id that is taken. */
public class UserAlreadyExistsException extends TradeException {

    private static final long serialVersionUID = 1L;

    public UserAlreadyExistsException(String userID) {
        super("User id " + userID + " is already registered");
    }
}
