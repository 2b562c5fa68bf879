package io.daytrader.runtime;

import io.daytrader.trade.TradeServices;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.EJB;
import jakarta.ejb.Local;
import jakarta.ejb.Stateless;

/** Runtime mode "Session to Direct": the JDBC trade code inside this bean's container transaction. */
@Stateless(name = "SessionToDirectTradeServicesBean")
@Local(TradeServices.class)
public class SessionToDirectTradeServicesBean extends DelegatingTradeServices {

    @EJB
    private TradeApplication application;

    private TradeServices engine;

    @PostConstruct
    void createEngine() {
        engine = application.newEngine(application.jtaJdbcTransactions());
    }

    @Override
    protected TradeServices delegate() {
        return engine;
    }
}
