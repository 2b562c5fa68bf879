package io.daytrader.web.prims.cdi;

import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import java.util.concurrent.CompletionStage;

/**
 * Fires {@link PingEvent}s for the event primitives. A dependent bean of its own, so the servlets hold no field of
 * a CDI type and load on a container without CDI, where the catalog lists them as unavailable.
 */
@Dependent
public class PingEvents {

    @Inject
    private Event<PingEvent> events;

    void fire(PingEvent event) {
        events.fire(event);
    }

    CompletionStage<PingEvent> fireAsync(PingEvent event) {
        return events.fireAsync(event);
    }
}
