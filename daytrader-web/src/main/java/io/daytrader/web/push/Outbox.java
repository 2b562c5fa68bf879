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

    /**
     * Sends the text, then what is waiting, until nothing is or a send completes later (its completion then carries
     * on, on the thread that completed it). Sends that complete at once loop here instead of nesting.
     */
    private void send(String text) {
        String next = text;
        while (next != null) {
            Completion completion = new Completion();
            try {
                peer.send(next, completion::completed);
            } catch (RuntimeException e) {
                completion.completed(e);
            }
            next = completion.returned();
        }
    }

    /** What follows a send that succeeded: the next waiting message, or null (then the outbox is idle). */
    private String afterSuccess() {
        synchronized (this) {
            String next = dropped ? null : waiting.poll();
            if (next == null) {
                sending = false;
            }
            return next;
        }
    }

    private String afterFailure(Throwable failure) {
        LOG.log(Level.FINE, "WebSocket send failed; dropping the peer", failure);
        drop("send failed");
        return null;
    }

    /** One send's completion, which may come before or after the call that started it returns. */
    private final class Completion {

        private boolean returned;
        private boolean done;
        private Throwable failure;

        void completed(Throwable result) {
            synchronized (this) {
                done = true;
                failure = result;
                if (!returned) {
                    return;
                }
            }
            String next = result == null ? afterSuccess() : afterFailure(result);
            if (next != null) {
                send(next);
            }
        }

        /** The message to send next when the send already completed; null when it will complete later. */
        String returned() {
            synchronized (this) {
                returned = true;
                if (!done) {
                    return null;
                }
            }
            return failure == null ? afterSuccess() : afterFailure(failure);
        }
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
