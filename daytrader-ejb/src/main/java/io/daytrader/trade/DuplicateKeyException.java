package io.daytrader.trade;

/** A {@link TradeStore} was asked to insert a row whose key exists already. */
public class DuplicateKeyException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public DuplicateKeyException(String message, Throwable cause) {
        super(message, cause);
    }
}
