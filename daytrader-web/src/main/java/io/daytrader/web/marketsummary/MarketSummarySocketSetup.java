package io.daytrader.web.marketsummary;

import io.daytrader.runtime.TradeApplication;
import jakarta.annotation.Resource;
import jakarta.ejb.EJB;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;
import jakarta.websocket.DeploymentException;
import jakarta.websocket.server.ServerContainer;
import jakarta.websocket.server.ServerEndpointConfig;

/** Registers the {@code /marketsummary} endpoint when the web module starts; its pushes stop when it stops. */
@WebListener
public class MarketSummarySocketSetup implements ServletContextListener {

    static final String PATH = "/marketsummary";

    @EJB
    private TradeApplication application;

    @Resource
    private ManagedScheduledExecutorService scheduler;

    private MarketSummaryPush push;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        push = new MarketSummaryPush(application, scheduler);
        ServerContainer container = (ServerContainer) event.getServletContext()
                .getAttribute(ServerContainer.class.getName());
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
        push.stop();
    }
}
