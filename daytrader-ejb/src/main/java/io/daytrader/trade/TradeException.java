package io.daytrader.trade;

import jakarta.ejb.ApplicationException;

/**
 * A trade operation refused for a reason the user can act on (bad input, unknown user, ...).
 * The operation changed nothing; a container transaction it ran in is rolled back.
 */
@ApplicationException(rollback = true, inherited = true)
public abstract class TradeException extends Exception {

    private static final long serialVersionUID = 1L;

    protected TradeException(String message) {
        super(message);
    }
}
