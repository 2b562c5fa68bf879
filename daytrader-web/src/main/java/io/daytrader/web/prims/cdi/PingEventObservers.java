package io.daytrader.web.prims.cdi;

import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.ObservesAsync;
import java.util.concurrent.atomic.AtomicLong;

/** The observers of {@link PingEvent}: one synchronous, two asynchronous ones in a set order. */
@ApplicationScoped
public class PingEventObservers {

    private final AtomicLong synchronous = new AtomicLong();
    private final AtomicLong asynchronous = new AtomicLong();

    void onPing(@Observes PingEvent event) {
        synchronous.incrementAndGet();
        event.observedBy("sync");
    }

    void firstOnAsyncPing(@ObservesAsync @Priority(1) PingEvent event) {
        asynchronous.incrementAndGet();
        event.observedBy("async-1");
    }

    void secondOnAsyncPing(@ObservesAsync @Priority(2) PingEvent event) {
        asynchronous.incrementAndGet();
        event.observedBy("async-2");
    }

    public long synchronousEvents() {
        return synchronous.get();
    }

    public long asynchronousObservations() {
        return asynchronous.get();
    }
}
