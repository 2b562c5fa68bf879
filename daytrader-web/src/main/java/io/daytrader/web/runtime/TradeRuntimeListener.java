package io.daytrader.web.runtime;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

/** Locates (or starts) the runtime when the web module starts, so the database is ready before the first request. */
@WebListener
public class TradeRuntimeListener implements ServletContextListener {

    @Override
    public void contextInitialized(ServletContextEvent event) {
        TradeRuntimes.of(event.getServletContext());
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        TradeRuntimes.release(event.getServletContext());
    }
}
