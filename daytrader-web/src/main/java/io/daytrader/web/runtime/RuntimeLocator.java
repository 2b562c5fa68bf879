package io.daytrader.web.runtime;

import io.daytrader.config.TradeSettings;
import io.daytrader.runtime.LocalRuntimeBootstrap;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.runtime.TradeRuntimeSource;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Chooses by what the container offers, never by its name: the runtime of the EJB bootstrap when that bean
 * resolves (a full Jakarta EE server), else, in a container without Enterprise Beans, a local runtime on the data
 * source the container binds at {@code java:comp/env/jdbc/TradeDataSource} (a servlet container).
 */
final class RuntimeLocator {

    static final String DATA_SOURCE = "java:comp/env/jdbc/TradeDataSource";
    private static final Logger LOG = Logger.getLogger(RuntimeLocator.class.getName());

    /** The runtime found, and whether the web module made it (and so must close it). */
    record Located(TradeRuntime runtime, boolean owned) {
    }

    private RuntimeLocator() {
    }

    /**
     * @param jndi looks a name up; null when nothing is bound there
     * @param ejbContainer whether the container runs Enterprise Beans: then the EJB bootstrap must be found
     */
    static Located locate(Function<String, Object> jndi, BooleanSupplier ejbContainer,
            Supplier<TradeSettings> settings) {
        for (String name : List.of(TradeRuntimeSource.JNDI_NAME, TradeRuntimeSource.IN_WAR_JNDI_NAME)) {
            if (jndi.apply(name) instanceof TradeRuntimeSource bootstrap) {
                LOG.info("DayTrader web module: using the runtime of the EJB bootstrap (" + name + ")");
                return new Located(bootstrap.runtime(), false);
            }
        }
        if (ejbContainer.getAsBoolean()) {
            throw new IllegalStateException("This container runs Enterprise Beans, but DayTrader's EJB bootstrap is "
                    + "not bound at " + TradeRuntimeSource.JNDI_NAME + ": deploy the EAR (daytrader-ear), whose EJB "
                    + "module starts it");
        }
        if (jndi.apply(DATA_SOURCE) instanceof DataSource dataSource) {
            LOG.info("DayTrader web module: no EJB bootstrap here; starting a local runtime (Direct JDBC, local "
                    + "transactions) on " + DATA_SOURCE);
            return new Located(LocalRuntimeBootstrap.start(settings.get(), dataSource), true);
        }
        throw new IllegalStateException("DayTrader found neither its EJB bootstrap (" + TradeRuntimeSource.JNDI_NAME
                + ") nor a data source at " + DATA_SOURCE + "; bind jdbc/TradeDataSource in the server's "
                + "configuration (servers/<kind>/)");
    }
}
