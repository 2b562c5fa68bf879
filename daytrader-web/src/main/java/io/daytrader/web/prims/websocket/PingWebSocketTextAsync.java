package io.daytrader.web.prims.websocket;

import jakarta.websocket.OnMessage;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;
import java.util.concurrent.atomic.AtomicLong;

/** Echoes each text message, prefixed with the endpoint's message count, with an asynchronous send. */
@ServerEndpoint("/pingTextAsync")
public class PingWebSocketTextAsync {

    private static final AtomicLong HITS = new AtomicLong();

    @OnMessage
    public void onMessage(String text, Session session) {
        session.getAsyncRemote().sendText("hit " + HITS.incrementAndGet() + ": " + text);
    }
}
