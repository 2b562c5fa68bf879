package io.daytrader.trade.jpa;

import io.daytrader.trade.AfterJtaCommit;
import io.daytrader.trade.TradeException;
import jakarta.transaction.TransactionSynchronizationRegistry;
import io.daytrader.trade.TradeSystemException;
import io.daytrader.trade.TradeTransactions;
import jakarta.persistence.EntityManager;
import java.sql.SQLException;

/**
 * Runs work through JPA inside the container transaction the caller is in (container-managed). The work done in
 * one transaction shares one {@link JpaTradeStore}, so an account is looked up by its user once per transaction.
 */
public final class JpaTransactions implements TradeTransactions {

    private final EntityManager em;
    private final TransactionSynchronizationRegistry registry;

    public JpaTransactions(EntityManager em, TransactionSynchronizationRegistry registry) {
        this.em = em;
        this.registry = registry;
    }

    @Override
    public void afterCommit(Runnable action) {
        AfterJtaCommit.register(registry, action);
    }

    @Override
    public <T> T inTransaction(Work<T> work) throws TradeException {
        try {
            return work.run(store());
        } catch (SQLException e) {
            throw new TradeSystemException("Database operation failed: " + e.getMessage(), e);
        }
    }

    /** The store of the container transaction in progress, shared by all the work done in it. */
    private JpaTradeStore store() {
        if (registry.getTransactionKey() == null) {
            return new JpaTradeStore(em);
        }
        JpaTradeStore store = (JpaTradeStore) registry.getResource(JpaTradeStore.class);
        if (store == null) {
            store = new JpaTradeStore(em);
            registry.putResource(JpaTradeStore.class, store);
        }
        return store;
    }
}
