package io.daytrader.runtime;

import io.daytrader.trade.TradeServices;
import io.daytrader.trade.jpa.JpaTransactions;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.TransactionSynchronizationRegistry;

/** Runtime mode "Full EJB3": the trade rules on JPA (OpenJPA), one container transaction per call. */
@Stateless(name = "JpaTradeServicesBean")
@Local(TradeServices.class)
public class JpaTradeServicesBean extends DelegatingTradeServices {

    @PersistenceContext(unitName = "daytrader")
    private EntityManager entityManager;

    @Inject
    private TradeRuntime runtime;

    @Resource
    private TransactionSynchronizationRegistry transactionRegistry;

    private TradeServices engine;

    @PostConstruct
    void createEngine() {
        engine = runtime.newEngine(new JpaTransactions(entityManager, transactionRegistry));
    }

    @Override
    protected TradeServices delegate() {
        return engine;
    }
}
