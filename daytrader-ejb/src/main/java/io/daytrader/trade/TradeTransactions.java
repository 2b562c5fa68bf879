package io.daytrader.trade;

import java.sql.SQLException;

/**
 * Runs work on a {@link TradeStore} in one transaction: a local one this object commits, or the container's
 * transaction the caller is in. Work run from inside other work on the same thread joins its transaction.
 */
public interface TradeTransactions {

    <T> T inTransaction(Work<T> work) throws TradeException;

    /**
     * Runs {@code action} once the transaction of the work in progress on this thread has committed; never if
     * it rolls back. Only for use inside {@link #inTransaction} work.
     */
    void afterCommit(Runnable action);

    /** For work that raises no {@link TradeException}. */
    default <T> T inTransactionUnchecked(Work<T> work) {
        try {
            return inTransaction(work);
        } catch (TradeException e) {
            throw new IllegalStateException("Unexpected trade exception", e);
        }
    }

    /** Work done in one transaction. */
    @FunctionalInterface
    interface Work<T> {
        T run(TradeStore store) throws SQLException, TradeException;
    }
}
