package io.daytrader.runtime;

import io.daytrader.config.RuntimeMode;
import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.testdb.TestDatabase;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.contract.TradeTarget;
import jakarta.ejb.embeddable.EJBContainer;
import java.util.Properties;
import javax.naming.NamingException;
import javax.sql.DataSource;

/**
 * The EJB module in an embeddable container (OpenEJB: EJB, JPA with OpenJPA, JMS) on a test database of its own,
 * serving the trade services of one runtime mode.
 */
final class EmbeddedContainerTarget implements TradeTarget {

    private final EJBContainer container;
    private final TradeServices trade;
    private final TestDatabase database;

    EmbeddedContainerTarget(RuntimeMode mode, PopulationSettings population, TestDatabase database)
            throws NamingException {
        this.database = database;
        System.setProperty("daytrader.runtimeMode", mode.name());
        System.setProperty("daytrader.users", String.valueOf(population.users()));
        System.setProperty("daytrader.quotes", String.valueOf(population.quotes()));
        System.setProperty("daytrader.marketSummaryInterval", "0");
        TestDatabase.ContainerSettings settings = database.containerSettings();
        Properties properties = new Properties();
        dataSource(properties, "TradeDataSource", settings, true);
        dataSource(properties, "TradeDataSourceNonTx", settings, false);
        properties.put("openejb.log.async", "false");
        settings.jpaProperties().forEach((name, value) -> properties.put("daytrader." + name, value));
        container = EJBContainer.createEJBContainer(properties);
        TradeRuntimeSource bootstrap = (TradeRuntimeSource) container.getContext()
                .lookup("java:global/daytrader-ejb/EjbRuntimeBootstrap!" + TradeRuntimeSource.class.getName());
        trade = bootstrap.runtime().current();
    }

    private static void dataSource(Properties properties, String id, TestDatabase.ContainerSettings settings,
            boolean jta) {
        properties.put(id, "new://Resource?type=DataSource");
        properties.put(id + ".JdbcDriver", settings.driver());
        properties.put(id + ".JdbcUrl", settings.url());
        properties.put(id + ".JtaManaged", String.valueOf(jta));
        properties.put(id + ".UserName", settings.user());
        properties.put(id + ".Password", settings.password());
        properties.put(id + ".MaxActive", "50");
        properties.put(id + ".DefaultTransactionIsolation", "READ_COMMITTED");
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
        container.close();
        database.close();
        for (String key : new String[] {"runtimeMode", "users", "quotes", "marketSummaryInterval"}) {
            System.clearProperty("daytrader." + key);
        }
    }
}
