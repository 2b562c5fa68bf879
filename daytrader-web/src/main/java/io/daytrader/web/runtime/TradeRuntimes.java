package io.daytrader.web.runtime;

import io.daytrader.config.TradeSettings;
import io.daytrader.runtime.TradeRuntime;
import jakarta.servlet.ServletContext;

/**
 * How the web tier gets the running DayTrader: {@code TradeRuntimes.of(servletContext)}. The first call locates it
 * ({@link RuntimeLocator}); {@link TradeRuntimeListener} makes that call at start-up and closes what the web module
 * started when it stops.
 */
public final class TradeRuntimes {

    private static final String ATTRIBUTE = TradeRuntimes.class.getName();

    private TradeRuntimes() {
    }

    public static TradeRuntime of(ServletContext context) {
        return located(context).runtime();
    }

    static RuntimeLocator.Located located(ServletContext context) {
        Object found = context.getAttribute(ATTRIBUTE);
        if (found == null) {
            synchronized (TradeRuntimes.class) {
                found = context.getAttribute(ATTRIBUTE);
                if (found == null) {
                    found = RuntimeLocator.locate(name -> Jndi.optional(name, Object.class),
                            TradeRuntimes::ejbContainer, TradeSettings::fromEnvironment);
                    context.setAttribute(ATTRIBUTE, found);
                }
            }
        }
        return (RuntimeLocator.Located) found;
    }

    /** Whether the container offers the Enterprise Beans API to this application. */
    private static boolean ejbContainer() {
        try {
            Class.forName("jakarta.ejb.EJB", false, Thread.currentThread().getContextClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    static void release(ServletContext context) {
        synchronized (TradeRuntimes.class) {
            Object found = context.getAttribute(ATTRIBUTE);
            context.removeAttribute(ATTRIBUTE);
            if (found instanceof RuntimeLocator.Located located && located.owned()) {
                located.runtime().close();
            }
        }
    }
}
