package io.daytrader.web.prims.cdi;

import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.TradeRuntimes;
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
    private PingEvents events;

    @Inject
    private PingEventObservers observers;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int iterations = runtime.settings().getPrimIterations();
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
