package io.daytrader.web.push;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.function.Consumer;

/**
 * A peer without a network: a prompt one completes each send at once; a stalled one holds its sends until
 * {@link #release()}; a broken one fails them.
 */
final class FakePeer implements Peer {

    enum Behaviour { PROMPT, STALLED, BROKEN }

    private final List<String> received = new ArrayList<>();
    private final Queue<Consumer<Throwable>> pending = new ArrayDeque<>();
    private volatile Behaviour behaviour;
    private volatile String closedWith;

    FakePeer(Behaviour behaviour) {
        this.behaviour = behaviour;
    }

    @Override
    public void send(String text, Consumer<Throwable> done) {
        switch (behaviour) {
            case BROKEN -> done.accept(new java.io.IOException("connection reset"));
            case STALLED -> {
                synchronized (this) {
                    received.add(text);
                    pending.add(done);
                }
            }
            default -> {
                synchronized (this) {
                    received.add(text);
                }
                done.accept(null);
            }
        }
    }

    @Override
    public void close(String reason) {
        closedWith = reason;
    }

    void breakConnection() {
        behaviour = Behaviour.BROKEN;
    }

    /** Completes the sends held so far and sends promptly from now on. */
    void release() {
        behaviour = Behaviour.PROMPT;
        Consumer<Throwable> done;
        while ((done = next()) != null) {
            done.accept(null);
        }
    }

    private synchronized Consumer<Throwable> next() {
        return pending.poll();
    }

    synchronized List<String> received() {
        return List.copyOf(received);
    }

    String closedWith() {
        return closedWith;
    }
}
