package io.daytrader.web.prims.websocket;

import jakarta.websocket.OnMessage;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/** Echoes each text message, prefixed with the endpoint's message count, with a blocking send. */
@ServerEndpoint("/pingTextSync")
public class PingWebSocketTextSync {

    private static final AtomicLong HITS = new AtomicLong();

    @OnMessage
    public void onMessage(String text, Session session) throws IOException {
        session.getBasicRemote().sendText("hit " + HITS.incrementAndGet() + ": " + text);
    }
}
