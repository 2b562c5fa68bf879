package io.daytrader.web.prims.websocket;

import jakarta.websocket.OnMessage;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Echoes each text message, prefixed with the endpoint's message count, with an asynchronous send. A connection
 * has one send in progress at a time (the WebSocket API refuses a second one): a client may have the reply and
 * send its next message before the server has seen its send complete, so a reply that comes meanwhile waits for
 * the one before it.
 */
@ServerEndpoint("/pingTextAsync")
public class PingWebSocketTextAsync {

    private static final AtomicLong HITS = new AtomicLong();

    private final Queue<String> waiting = new ArrayDeque<>();
    private boolean sending;

    @OnMessage
    public void onMessage(String text, Session session) {
        String reply = "hit " + HITS.incrementAndGet() + ": " + text;
        synchronized (this) {
            if (sending) {
                waiting.add(reply);
                return;
            }
            sending = true;
        }
        send(session, reply);
    }

    private void send(Session session, String reply) {
        session.getAsyncRemote().sendText(reply, result -> {
            String next;
            synchronized (this) {
                next = waiting.poll();
                sending = next != null;
            }
            if (next != null) {
                send(session, next);
            }
        });
    }
}
