package io.daytrader.web.chat;

import io.daytrader.web.push.EndpointRegistration;
import io.daytrader.web.push.PushLimits;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

/** Registers the {@code /chat/{room}} endpoint when the web module starts, if the container offers WebSocket. */
@WebListener
public class ChatSocketSetup implements ServletContextListener {

    @Override
    public void contextInitialized(ServletContextEvent event) {
        if (!EndpointRegistration.hasWebSocket(event.getServletContext())) {
            return;
        }
        PushLimits limits = PushLimits.fromSystemProperties();
        EndpointRegistration.register(event.getServletContext(), "/chat/{room}",
                new ChatEndpoint(limits.broadcaster(), limits.maxMessageBytes()));
    }
}
