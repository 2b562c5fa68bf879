package io.daytrader.web.marketsummary;

import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;
import jakarta.websocket.DeploymentException;
import jakarta.websocket.server.ServerContainer;
import jakarta.websocket.server.ServerEndpointConfig;

/**
 * Registers the {@code /marketsummary} endpoint when the web module starts, if the container offers WebSocket; its
 * pushes stop when it stops.
 */
@WebListener
public class MarketSummarySocketSetup implements ServletContextListener {

    static final String PATH = "/marketsummary";

    private MarketSummaryPush push;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        ServerContainer container = (ServerContainer) event.getServletContext()
                .getAttribute(ServerContainer.class.getName());
        if (container == null) {
            return;
        }
        push = new MarketSummaryPush(TradeRuntimes.of(event.getServletContext()));
        MarketSummaryEndpoint endpoint = new MarketSummaryEndpoint(push);
        try {
            container.addEndpoint(ServerEndpointConfig.Builder.create(MarketSummaryEndpoint.class, PATH)
                    .configurator(new ServerEndpointConfig.Configurator() {
                        @Override
                        public <T> T getEndpointInstance(Class<T> endpointClass) {
                            return endpointClass.cast(endpoint);
                        }
                    }).build());
        } catch (DeploymentException e) {
            throw new IllegalStateException("Cannot register the WebSocket endpoint " + PATH + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        if (push != null) {
            push.stop();
        }
    }
}
