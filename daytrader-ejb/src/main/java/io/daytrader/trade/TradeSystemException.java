package io.daytrader.trade;

/** The trade system failed (database unreachable, SQL error): not the user's fault, nothing was changed. */
public class TradeSystemException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public TradeSystemException(String message, Throwable cause) {
        super(message, cause);
    }
}
