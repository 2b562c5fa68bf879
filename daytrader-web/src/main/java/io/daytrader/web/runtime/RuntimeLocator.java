package io.daytrader.web.runtime;

import io.daytrader.config.TradeSettings;
import io.daytrader.runtime.LocalRuntimeBootstrap;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.runtime.TradeRuntimeSource;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Chooses by what the container offers, never by its name: the runtime of the EJB bootstrap when that bean
 * resolves (a full Jakarta EE server), else a local runtime on the data source the container binds at
 * {@code java:comp/env/jdbc/TradeDataSource} (a servlet container).
 */
final class RuntimeLocator {

    static final String DATA_SOURCE = "java:comp/env/jdbc/TradeDataSource";
    private static final Logger LOG = Logger.getLogger(RuntimeLocator.class.getName());

    /** The runtime found, and whether the web module made it (and so must close it). */
    record Located(TradeRuntime runtime, boolean owned) {
    }

    private RuntimeLocator() {
    }

    /** @param jndi looks a name up; null when nothing is bound there */
    static Located locate(Function<String, Object> jndi, Supplier<TradeSettings> settings) {
        if (jndi.apply(TradeRuntimeSource.JNDI_NAME) instanceof TradeRuntimeSource bootstrap) {
            LOG.info("DayTrader web module: using the runtime of the EJB bootstrap (" + TradeRuntimeSource.JNDI_NAME
                    + ")");
            return new Located(bootstrap.runtime(), false);
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
