package io.daytrader.runtime;

import io.daytrader.config.TradeSettings;
import io.daytrader.dbbuild.TradeDatabase;
import io.daytrader.keys.KeyGenerator;
import io.daytrader.marketsummary.MarketSummaryCache;
import io.daytrader.marketsummary.MarketSummaryQuery;
import io.daytrader.marketsummary.RecentQuoteChanges;
import io.daytrader.messaging.CompletionRouter;
import io.daytrader.messaging.JmsOrderQueue;
import io.daytrader.messaging.JmsQuotePublisher;
import io.daytrader.trade.OrderCompletionQueue;
import io.daytrader.trade.QuoteChangeListener;
import io.daytrader.trade.TradeEngine;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.TradeSystemException;
import io.daytrader.trade.TradeTransactions;
import io.daytrader.trade.async.OrderCompleter;
import io.daytrader.trade.jdbc.JdbcKeyBlockSource;
import io.daytrader.trade.jdbc.JtaJdbcTransactions;
import io.daytrader.trade.jdbc.LocalJdbcTransactions;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.EJB;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.Queue;
import jakarta.jms.Topic;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.UserTransaction;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.logging.Logger;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;
import javax.sql.XADataSource;

/**
 * The running DayTrader: its settings, the database (built on first start), the shared market summary, the
 * asynchronous order paths, and the trade services of the runtime mode in force. The resources are looked up by
 * the reference names below; each server's configuration (servers/&lt;kind&gt;/) binds them.
 */
@Singleton(name = "TradeApplication")
@Startup
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class TradeApplication {

    private static final Logger LOG = Logger.getLogger(TradeApplication.class.getName());
    private static final Duration ASYNC_COMPLETION_DELAY = Duration.ofMillis(500);
    private static final int COMPLETION_ATTEMPTS = 3;

    @Resource(name = "jdbc/TradeDataSource")
    private DataSource jtaDataSource;

    @Resource(name = "jdbc/TradeDataSourceNonTx")
    private DataSource localDataSource;

    /** The platform's default managed scheduled executor. */
    @Resource
    private ManagedScheduledExecutorService scheduler;

    @Resource
    private TransactionSynchronizationRegistry transactionRegistry;

    @Resource(name = "jms/TradeBrokerQCF")
    private ConnectionFactory brokerFactory;

    @Resource(name = "jms/TradeBrokerQueue")
    private Queue brokerQueue;

    @Resource(name = "jms/TradeStreamerTCF")
    private ConnectionFactory streamerFactory;

    @Resource(name = "jms/TradeStreamerTopic")
    private Topic streamerTopic;

    @EJB(beanName = "JpaTradeServicesBean")
    private TradeServices ejb3;

    @EJB(beanName = "SessionToDirectTradeServicesBean")
    private TradeServices sessionToDirect;

    private final TradeSettings settings = TradeSettings.fromEnvironment();
    private final RecentQuoteChanges recentQuoteChanges = new RecentQuoteChanges();
    private KeyGenerator keys;
    private TradeDatabase database;
    private MarketSummaryCache marketSummary;
    private OrderCompletionQueue completions;
    private QuoteChangeListener quoteChanges;
    private TradeServices direct;
    private TradeServices retryingEjb3;
    private TradeServices retryingSessionToDirect;

    @PostConstruct
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void start() {
        LOG.info(() -> "DayTrader starting with " + settings);
        keys = new KeyGenerator(new JdbcKeyBlockSource(localDataSource));
        database = new TradeDatabase(localDataSource, settings::population, keys);
        LocalJdbcTransactions local = new LocalJdbcTransactions(localDataSource);
        marketSummary = new MarketSummaryCache(() -> local.inTransactionUnchecked(MarketSummaryQuery::compute),
                settings::getMarketSummaryInterval);
        completions = new CompletionRouter(
                new OrderCompleter(this::current, scheduler, ASYNC_COMPLETION_DELAY, COMPLETION_ATTEMPTS),
                new JmsOrderQueue(brokerFactory, brokerQueue));
        quoteChanges = new JmsQuotePublisher(settings::isPublishQuotePriceChange, streamerFactory, streamerTopic);
        direct = RetryingTradeServices.wrap(newEngine(jtaJdbcTransactions()), transactionRegistry);
        retryingEjb3 = RetryingTradeServices.wrap(ejb3, transactionRegistry);
        retryingSessionToDirect = RetryingTradeServices.wrap(sessionToDirect, transactionRegistry);
        buildDatabaseIfMissing();
        reportTwoPhaseCommit();
    }

    /** The trade services of the runtime mode in force now; deadlocked calls are retried. */
    public TradeServices current() {
        switch (settings.getRuntimeMode()) {
            case DIRECT:
                return direct;
            case SESSION_TO_DIRECT:
                return retryingSessionToDirect;
            default:
                return retryingEjb3;
        }
    }

    /** A trade engine on the given transactions, sharing keys, queues, market summary and database. */
    public TradeEngine newEngine(TradeTransactions transactions) {
        return new TradeEngine(transactions, keys, completions, database, marketSummary, quoteChanges);
    }

    /** JDBC on the XA data source in the caller's JTA transaction, or one begun for the call. */
    public TradeTransactions jtaJdbcTransactions() {
        return new JtaJdbcTransactions(jtaDataSource, transactionRegistry, TradeApplication::userTransaction);
    }

    public TradeSettings settings() {
        return settings;
    }

    public TradeDatabase database() {
        return database;
    }

    public MarketSummaryCache marketSummary() {
        return marketSummary;
    }

    public RecentQuoteChanges recentQuoteChanges() {
        return recentQuoteChanges;
    }

    private void buildDatabaseIfMissing() {
        long started = System.nanoTime();
        int[] lastPercent = {-1};
        boolean built = database.buildIfMissing((phase, done, total) -> {
            int percent = total == 0 ? 100 : (int) (100 * done / total);
            if (percent / 10 != lastPercent[0] / 10) {
                lastPercent[0] = percent;
                LOG.info(() -> "Building the DayTrader database: " + phase + ", " + done + " of " + total + " rows ("
                        + percent + " %)");
            }
        });
        if (built) {
            LOG.info(() -> String.format("DayTrader database built with %s in %.1f s", settings.population(),
                    (System.nanoTime() - started) / 1e9));
        } else {
            LOG.info("DayTrader database found; not rebuilt");
        }
    }

    /** Says whether Async_2-Phase really commits order and message in one two-phase transaction here. */
    private void reportTwoPhaseCommit() {
        boolean xa;
        try (Connection ignored = jtaDataSource.getConnection()) {
            xa = jtaDataSource.isWrapperFor(XADataSource.class);
        } catch (SQLException e) {
            xa = false;
        }
        if (xa) {
            LOG.info("Async_2-Phase order processing: jdbc/TradeDataSource is an XA data source; the order and its "
                    + "JMS message commit in one two-phase transaction");
        } else {
            LOG.warning("Async_2-Phase order processing: jdbc/TradeDataSource does not report itself as an XA data "
                    + "source; the order and its JMS message are NOT known to commit atomically on this server");
        }
    }

    private static UserTransaction userTransaction() {
        try {
            return (UserTransaction) new InitialContext().lookup("java:comp/UserTransaction");
        } catch (NamingException e) {
            throw new TradeSystemException("No UserTransaction for the Direct (JDBC) mode: " + e.getMessage(), e);
        }
    }
}
