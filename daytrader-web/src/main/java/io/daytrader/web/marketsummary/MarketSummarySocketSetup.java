package io.daytrader.web.marketsummary;

import io.daytrader.web.push.EndpointRegistration;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

/**
 * Registers the {@code /marketsummary} endpoint when the web module starts, if the container offers WebSocket; its
 * pushes stop when it stops.
 */
@WebListener
public class MarketSummarySocketSetup implements ServletContextListener {

    private MarketSummaryPush push;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        if (!EndpointRegistration.hasWebSocket(event.getServletContext())) {
            return;
        }
        push = new MarketSummaryPush(TradeRuntimes.of(event.getServletContext()));
        EndpointRegistration.register(event.getServletContext(), "/marketsummary", new MarketSummaryEndpoint(push));
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        if (push != null) {
            push.stop();
        }
    }
}
