package io.daytrader.trade.contract;

import io.daytrader.trade.TradeServices;
import javax.sql.DataSource;

/** One implementation of the trade services on one populated database, as the contract suite sees it. */
public interface TradeTarget extends AutoCloseable {

    TradeServices trade();

    /** The database behind it, for the suite's own checks. */
    DataSource dataSource();

    @Override
    void close() throws Exception;
}
