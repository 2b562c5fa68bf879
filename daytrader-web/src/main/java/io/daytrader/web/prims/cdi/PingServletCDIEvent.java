package io.daytrader.web.prims.cdi;

import io.daytrader.runtime.TradeApplication;
import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.ejb.EJB;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/** Fires a synchronous CDI event primIterations times; the observer counts them. */
@WebServlet("/servlet/PingServletCDIEvent")
public class PingServletCDIEvent extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong sequence = new AtomicLong();

    @Inject
    private Event<PingEvent> events;

    @Inject
    private PingEventObservers observers;

    @EJB
    private TradeApplication application;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int iterations = application.settings().getPrimIterations();
        PingEvent event = null;
        for (int i = 0; i < iterations; i++) {
            event = new PingEvent(sequence.incrementAndGet());
            events.fire(event);
        }
        PrimitiveResponses.text(response, "PingServletCDIEvent: fired " + iterations + " events, last " + event.sequence()
                + " observed by " + event.observers() + "; events observed since start: "
                + observers.synchronousEvents());
    }
}
