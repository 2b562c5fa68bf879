package io.daytrader.web.prims.cdi;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The event of the CDI event primitives; observers sign it, so the sender sees who observed it and in what order. */
public final class PingEvent {

    private final long sequence;
    private final List<String> observers = new CopyOnWriteArrayList<>();

    public PingEvent(long sequence) {
        this.sequence = sequence;
    }

    public long sequence() {
        return sequence;
    }

    void observedBy(String observer) {
        observers.add(observer);
    }

    public List<String> observers() {
        return List.copyOf(observers);
    }
}
