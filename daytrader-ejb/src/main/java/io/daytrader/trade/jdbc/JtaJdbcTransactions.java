package io.daytrader.trade.jdbc;

import io.daytrader.trade.AfterJtaCommit;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.TradeSystemException;
import io.daytrader.trade.TradeTransactions;
import jakarta.transaction.Status;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.UserTransaction;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.Supplier;
import javax.sql.DataSource;

/**
 * JDBC work in a JTA transaction of the container: it joins the caller's transaction when there is one (a
 * session bean's), else it begins and commits one of its own through {@link UserTransaction}, so that JDBC
 * and JMS work commit together. Never commits a connection itself.
 */
public final class JtaJdbcTransactions implements TradeTransactions {

    private final DataSource jtaDataSource;
    private final TransactionSynchronizationRegistry registry;
    private final Supplier<UserTransaction> userTransaction;

    public JtaJdbcTransactions(DataSource jtaDataSource, TransactionSynchronizationRegistry registry,
            Supplier<UserTransaction> userTransaction) {
        this.jtaDataSource = jtaDataSource;
        this.registry = registry;
        this.userTransaction = userTransaction;
    }

    @Override
    public <T> T inTransaction(Work<T> work) throws TradeException {
        if (registry.getTransactionStatus() == Status.STATUS_ACTIVE) {
            return run(work);
        }
        UserTransaction transaction = userTransaction.get();
        try {
            transaction.begin();
        } catch (Exception e) {
            throw new TradeSystemException("Cannot begin a transaction: " + e.getMessage(), e);
        }
        boolean committed = false;
        try {
            T result = run(work);
            transaction.commit();
            committed = true;
            return result;
        } catch (TradeException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new TradeSystemException("Commit failed: " + e.getMessage(), e);
        } finally {
            if (!committed) {
                rollback(transaction);
            }
        }
    }

    @Override
    public void afterCommit(Runnable action) {
        AfterJtaCommit.register(registry, action);
    }

    private <T> T run(Work<T> work) throws TradeException {
        try (Connection connection = jtaDataSource.getConnection()) {
            return work.run(new JdbcTradeStore(connection));
        } catch (SQLException e) {
            throw new TradeSystemException("Database operation failed: " + e.getMessage(), e);
        }
    }

    private static void rollback(UserTransaction transaction) {
        try {
            if (transaction.getStatus() != Status.STATUS_NO_TRANSACTION) {
                transaction.rollback();
            }
        } catch (Exception e) {
            throw new TradeSystemException("Rollback failed: " + e.getMessage(), e);
        }
    }
}
