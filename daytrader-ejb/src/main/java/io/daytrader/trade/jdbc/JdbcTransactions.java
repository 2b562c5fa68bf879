package io.daytrader.trade.jdbc;

import io.daytrader.trade.TradeException;

/**
 * Runs work in one transaction. Locally that is a JDBC transaction this object commits; inside a container
 * transaction it is the container's, and this object never commits.
 */
public interface JdbcTransactions {

    <T> T inTransaction(SqlWork<T> work) throws TradeException;

    /** For work that raises no {@link TradeException}. */
    default <T> T inTransactionUnchecked(SqlWork<T> work) {
        try {
            return inTransaction(work);
        } catch (TradeException e) {
            throw new IllegalStateException("Unexpected trade exception", e);
        }
    }
}
