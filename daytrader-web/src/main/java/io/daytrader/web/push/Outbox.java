package io.daytrader.web.push;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The messages waiting for one peer, sent one at a time and in order without blocking the caller. A peer that
 * falls more than {@code limit} messages behind is a slow reader: it is closed and dropped rather than allowed to
 * hold memory or delay anyone else; so is a peer whose send fails.
 */
final class Outbox {

    private static final Logger LOG = Logger.getLogger(Outbox.class.getName());

    private final Peer peer;
    private final int limit;
    private final Consumer<String> onDrop;
    private final Queue<String> waiting = new ArrayDeque<>();
    private boolean sending;
    private boolean dropped;

    Outbox(Peer peer, int limit, Consumer<String> onDrop) {
        this.peer = peer;
        this.limit = limit;
        this.onDrop = onDrop;
    }

    /** Queues the message, or drops the peer when it is already {@code limit} messages behind. */
    void offer(String text) {
        boolean sendNow;
        synchronized (this) {
            if (dropped) {
                return;
            }
            if (!sending) {
                sending = true;
                sendNow = true;
            } else if (waiting.size() < limit) {
                waiting.add(text);
                return;
            } else {
                sendNow = false;
            }
        }
        if (sendNow) {
            send(text);
        } else {
            drop("too slow: more than " + limit + " messages behind");
        }
    }

    private void send(String text) {
        try {
            peer.send(text, this::sent);
        } catch (RuntimeException e) {
            sent(e);
        }
    }

    private void sent(Throwable failure) {
        if (failure != null) {
            LOG.log(Level.FINE, "WebSocket send failed; dropping the peer", failure);
            drop("send failed");
            return;
        }
        String next;
        synchronized (this) {
            next = dropped ? null : waiting.poll();
            if (next == null) {
                sending = false;
                return;
            }
        }
        send(next);
    }

    /** Stops sending and closes the peer with the reason, once. */
    private void drop(String reason) {
        synchronized (this) {
            if (dropped) {
                return;
            }
            dropped = true;
            waiting.clear();
        }
        onDrop.accept(reason);
        try {
            peer.close(reason);
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "Closing a dropped WebSocket peer failed", e);
        }
    }
}
