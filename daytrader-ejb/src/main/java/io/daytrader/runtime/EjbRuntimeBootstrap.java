package io.daytrader.runtime;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.messaging.JmsOrderQueue;
import io.daytrader.messaging.JmsQuotePublisher;
import io.daytrader.trade.TradeServices;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.EJB;
import jakarta.ejb.Local;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.inject.Produces;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.Queue;
import jakarta.jms.Topic;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.function.BooleanSupplier;
import java.util.logging.Logger;
import javax.sql.DataSource;
import javax.sql.XADataSource;

/**
 * Builds the {@link TradeRuntime} of a full Jakarta EE server at start-up: the three runtime modes (the session
 * beans and Direct JDBC on the JTA data source), Async orders on the managed scheduled executor, Async_2-Phase
 * orders and quote changes through JMS. The resources are looked up by the reference names below; each server's
 * configuration (servers/&lt;kind&gt;/) binds them. CDI-managed classes get the runtime injected; others look this
 * bean up as {@link TradeRuntimeSource#JNDI_NAME}.
 */
@Singleton(name = "EjbRuntimeBootstrap")
@Startup
@Local(TradeRuntimeSource.class)
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class EjbRuntimeBootstrap implements TradeRuntimeSource {

    private static final Logger LOG = Logger.getLogger(EjbRuntimeBootstrap.class.getName());

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

    private TradeRuntime runtime;

    @PostConstruct
    @TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
    void start() {
        BooleanSupplier inTransaction = ContainerTransactions.callerInTransaction(transactionRegistry);
        runtime = TradeRuntime.builder(TradeSettings.fromEnvironment(), localDataSource, scheduler)
                .mode(RuntimeMode.EJB3, r -> RetryingTradeServices.wrap(ejb3, inTransaction))
                .mode(RuntimeMode.DIRECT, r -> RetryingTradeServices.wrap(
                        r.newEngine(ContainerTransactions.jdbc(jtaDataSource, transactionRegistry)), inTransaction))
                .mode(RuntimeMode.SESSION_TO_DIRECT, r -> RetryingTradeServices.wrap(sessionToDirect, inTransaction))
                .twoPhaseQueue(new JmsOrderQueue(brokerFactory, brokerQueue))
                .quoteChanges(new JmsQuotePublisher(streamerFactory, streamerTopic))
                .build();
        runtime.buildDatabaseIfMissing();
        reportTwoPhaseCommit();
    }

    @Override
    @Produces
    public TradeRuntime runtime() {
        return runtime;
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
}
