package io.daytrader.web.push;

import jakarta.servlet.ServletContext;
import jakarta.websocket.DeploymentException;
import jakarta.websocket.Endpoint;
import jakarta.websocket.server.ServerContainer;
import jakarta.websocket.server.ServerEndpointConfig;

/** Registers one shared instance of a programmatic WebSocket endpoint, when the container offers WebSocket. */
public final class EndpointRegistration {

    private EndpointRegistration() {
    }

    /** True when the container has WebSocket (the endpoint is then registered at the path). */
    public static boolean hasWebSocket(ServletContext context) {
        return container(context) != null;
    }

    public static void register(ServletContext context, String path, Endpoint endpoint) {
        try {
            container(context).addEndpoint(ServerEndpointConfig.Builder.create(endpoint.getClass(), path)
                    .configurator(new ServerEndpointConfig.Configurator() {
                        @Override
                        public <T> T getEndpointInstance(Class<T> endpointClass) {
                            return endpointClass.cast(endpoint);
                        }
                    }).build());
        } catch (DeploymentException e) {
            throw new IllegalStateException("Cannot register the WebSocket endpoint " + path + ": " + e.getMessage(), e);
        }
    }

    private static ServerContainer container(ServletContext context) {
        return (ServerContainer) context.getAttribute(ServerContainer.class.getName());
    }
}
