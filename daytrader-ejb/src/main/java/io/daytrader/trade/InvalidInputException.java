package io.daytrader.trade;

/** A parameter is missing, malformed or out of range. */
public class InvalidInputException extends TradeException {

    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(message);
    }
}
