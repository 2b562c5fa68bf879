package io.daytrader.runtime;

import io.daytrader.trade.TradeServices;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionSynchronizationRegistry;
import javax.sql.DataSource;

/** Runtime mode "Session to Direct": the JDBC trade code inside this bean's container transaction. */
@Stateless(name = "SessionToDirectTradeServicesBean")
@Local(TradeServices.class)
public class SessionToDirectTradeServicesBean extends DelegatingTradeServices {

    @Inject
    private TradeRuntime runtime;

    @Resource(name = "jdbc/TradeDataSource")
    private DataSource jtaDataSource;

    @Resource
    private TransactionSynchronizationRegistry transactionRegistry;

    private TradeServices engine;

    @PostConstruct
    void createEngine() {
        engine = runtime.newEngine(ContainerTransactions.jdbc(jtaDataSource, transactionRegistry));
    }

    @Override
    protected TradeServices delegate() {
        return engine;
    }
}
