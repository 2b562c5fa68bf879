package io.daytrader.trade.jdbc;

import io.daytrader.trade.TradeException;
import io.daytrader.trade.TradeSystemException;
import io.daytrader.trade.TradeTransactions;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * JDBC transactions this object begins and commits itself, at READ COMMITTED, retried a bounded number of
 * times when the database aborts them for a deadlock or lock timeout.
 */
public final class LocalJdbcTransactions implements TradeTransactions {

    private static final Logger LOG = Logger.getLogger(LocalJdbcTransactions.class.getName());
    private static final int MAX_ATTEMPTS = 5;

    private final DataSource dataSource;
    /** Actions waiting for the commit of the transaction in progress on each thread. */
    private final ThreadLocal<List<Runnable>> afterCommit = new ThreadLocal<>();
    /** The store of the transaction in progress on each thread, which nested work joins. */
    private final ThreadLocal<JdbcTradeStore> inProgress = new ThreadLocal<>();

    public LocalJdbcTransactions(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public <T> T inTransaction(Work<T> work) throws TradeException {
        JdbcTradeStore joined = inProgress.get();
        if (joined != null) {
            return joinedBy(joined, work);
        }
        for (int attempt = 1;; attempt++) {
            try {
                return runOnce(work);
            } catch (SQLException e) {
                if (!SqlErrors.isTransient(e) || attempt == MAX_ATTEMPTS) {
                    throw new TradeSystemException("Database operation failed after " + attempt + " attempt(s): "
                            + e.getMessage(), e);
                }
                LOG.log(Level.FINE, "Transaction aborted by the database, retrying", e);
                backOff(attempt);
            }
        }
    }

    @Override
    public void afterCommit(Runnable action) {
        List<Runnable> actions = afterCommit.get();
        if (actions == null) {
            throw new IllegalStateException("No transaction in progress on this thread");
        }
        actions.add(action);
    }

    private <T> T runOnce(Work<T> work) throws SQLException, TradeException {
        List<Runnable> actions = new ArrayList<>();
        afterCommit.set(actions);
        T result;
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            connection.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            try {
                JdbcTradeStore store = new JdbcTradeStore(connection);
                inProgress.set(store);
                result = work.run(store);
                connection.commit();
            } catch (NestedFailure e) {
                rollback(connection, e.getCause());
                throw e.getCause();
            } catch (SQLException | TradeException | RuntimeException | Error e) {
                rollback(connection, e);
                throw e;
            }
        } finally {
            inProgress.remove();
            afterCommit.remove();
        }
        actions.forEach(Runnable::run);
        return result;
    }

    /** Nested work: its database failures abort the enclosing transaction, which retries as a whole. */
    private static <T> T joinedBy(JdbcTradeStore store, Work<T> work) throws TradeException {
        try {
            return work.run(store);
        } catch (SQLException e) {
            throw new NestedFailure(e);
        }
    }

    private static void rollback(Connection connection, Throwable cause) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    private static void backOff(int attempt) {
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(1, 10L * attempt + 2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TradeSystemException("Interrupted while retrying a transaction", e);
        }
    }

    /** A database failure of nested work, on its way out to the transaction it joined. */
    private static final class NestedFailure extends RuntimeException {

        private static final long serialVersionUID = 1L;

        NestedFailure(SQLException cause) {
            super(cause);
        }

        @Override
        public synchronized SQLException getCause() {
            return (SQLException) super.getCause();
        }
    }
}
