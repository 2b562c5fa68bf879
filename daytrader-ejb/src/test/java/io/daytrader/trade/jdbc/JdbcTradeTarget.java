package io.daytrader.trade.jdbc;

import io.daytrader.dbbuild.BuildProgress;
import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.dbbuild.TradeDatabase;
import io.daytrader.keys.KeyGenerator;
import io.daytrader.marketsummary.MarketSummaryCache;
import io.daytrader.testdb.TestDatabase;
import io.daytrader.trade.QuoteChangeListener;
import io.daytrader.trade.TradeEngine;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.async.OrderCompleter;
import io.daytrader.trade.contract.TradeTarget;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import javax.sql.DataSource;

/** The Direct JDBC implementation with local transactions, on a test database it builds first. */
final class JdbcTradeTarget implements TradeTarget {

    private final TestDatabase database;
    private final ScheduledExecutorService completions = Executors.newScheduledThreadPool(2);
    private final TradeEngine trade;

    JdbcTradeTarget(TestDatabase database, PopulationSettings population) {
        this.database = database;
        DataSource dataSource = database.dataSource();
        KeyGenerator keys = new KeyGenerator(new JdbcKeyBlockSource(dataSource));
        TradeDatabase tradeDatabase = new TradeDatabase(dataSource, () -> population, keys);
        tradeDatabase.build(BuildProgress.NONE);
        OrderCompleter completer = new OrderCompleter(this::trade, completions, Duration.ofMillis(200), 3);
        LocalJdbcTransactions transactions = new LocalJdbcTransactions(dataSource);
        MarketSummaryCache marketSummary = new MarketSummaryCache(() -> 0);
        trade = new TradeEngine(transactions, keys, completer, tradeDatabase, marketSummary,
                QuoteChangeListener.NONE, () -> false);
    }

    @Override
    public TradeServices trade() {
        return trade;
    }

    @Override
    public DataSource dataSource() {
        return database.dataSource();
    }

    @Override
    public void close() {
        completions.shutdownNow();
        database.close();
    }
}
