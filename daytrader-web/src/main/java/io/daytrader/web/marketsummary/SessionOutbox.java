package io.daytrader.web.marketsummary;

import jakarta.websocket.CloseReason;
import jakarta.websocket.SendResult;
import jakarta.websocket.Session;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The messages on their way to one WebSocket session: sent asynchronously, one at a time, so the thread that
 * offers them never waits for the client. A client that lets more than {@link #CAPACITY} messages pile up is
 * too slow to follow the pushes; its session is closed.
 */
final class SessionOutbox {

    static final int CAPACITY = 16;
    private static final Logger LOG = Logger.getLogger(SessionOutbox.class.getName());

    private final Session session;
    private final Deque<String> waiting = new ArrayDeque<>();
    private boolean sending;
    private boolean closed;

    SessionOutbox(Session session) {
        this.session = session;
    }

    /** Queues {@code text} and returns at once; false if the session is closed, now or before. */
    boolean offer(String text) {
        synchronized (this) {
            if (closed) {
                return false;
            }
            if (sending) {
                if (waiting.size() < CAPACITY) {
                    waiting.add(text);
                    return true;
                }
                closed = true;
            } else {
                sending = true;
            }
        }
        if (closed) {
            close(new CloseReason(CloseReason.CloseCodes.TRY_AGAIN_LATER, "Too slow to read the pushes"));
            return false;
        }
        sendAsync(text);
        return true;
    }

    private void sendAsync(String text) {
        try {
            session.getAsyncRemote().sendText(text, this::sent);
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "Market summary WebSocket: could not send, closing the session", e);
            fail();
        }
    }

    private void sent(SendResult result) {
        if (!result.isOK()) {
            fail();
            return;
        }
        String next;
        synchronized (this) {
            next = waiting.poll();
            if (next == null) {
                sending = false;
                return;
            }
        }
        sendAsync(next);
    }

    private void fail() {
        synchronized (this) {
            closed = true;
            waiting.clear();
        }
        close(new CloseReason(CloseReason.CloseCodes.CLOSED_ABNORMALLY, "Send failed"));
    }

    private void close(CloseReason reason) {
        try {
            session.close(reason);
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.FINE, "Market summary WebSocket: closing a session failed", e);
        }
    }
}
