package io.daytrader.runtime;

import io.daytrader.config.RuntimeMode;
import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.contract.TradeTarget;
import jakarta.ejb.embeddable.EJBContainer;
import java.util.Properties;
import javax.naming.NamingException;
import javax.sql.DataSource;
import org.apache.derby.jdbc.EmbeddedDataSource;

/**
 * The EJB module in an embeddable container (OpenEJB: EJB, JPA with OpenJPA, JMS), on an in-memory Derby
 * database, serving the trade services of one runtime mode.
 */
final class EmbeddedContainerTarget implements TradeTarget {

    private final EJBContainer container;
    private final TradeServices trade;
    private final EmbeddedDataSource verification = new EmbeddedDataSource();

    EmbeddedContainerTarget(RuntimeMode mode, PopulationSettings population) throws NamingException {
        String database = "memory:" + io.daytrader.testdb.TestDatabase.uniqueName();
        System.setProperty("daytrader.runtimeMode", mode.name());
        System.setProperty("daytrader.users", String.valueOf(population.users()));
        System.setProperty("daytrader.quotes", String.valueOf(population.quotes()));
        System.setProperty("daytrader.marketSummaryInterval", "0");
        Properties properties = new Properties();
        dataSource(properties, "TradeDataSource", database, true);
        dataSource(properties, "TradeDataSourceNonTx", database, false);
        properties.put("openejb.log.async", "false");
        container = EJBContainer.createEJBContainer(properties);
        TradeRuntimeSource bootstrap = (TradeRuntimeSource) container.getContext()
                .lookup("java:global/daytrader-ejb/EjbRuntimeBootstrap!" + TradeRuntimeSource.class.getName());
        trade = bootstrap.runtime().current();
        verification.setDatabaseName(database);
    }

    private static void dataSource(Properties properties, String id, String database, boolean jta) {
        properties.put(id, "new://Resource?type=DataSource");
        properties.put(id + ".JdbcDriver", "org.apache.derby.jdbc.EmbeddedDriver");
        properties.put(id + ".JdbcUrl", "jdbc:derby:" + database + ";create=true");
        properties.put(id + ".JtaManaged", String.valueOf(jta));
        properties.put(id + ".UserName", "APP");
        properties.put(id + ".Password", "");
        properties.put(id + ".MaxActive", "50");
    }

    @Override
    public TradeServices trade() {
        return trade;
    }

    @Override
    public DataSource dataSource() {
        return verification;
    }

    @Override
    public void close() {
        container.close();
        for (String key : new String[] {"runtimeMode", "users", "quotes", "marketSummaryInterval"}) {
            System.clearProperty("daytrader." + key);
        }
    }
}
