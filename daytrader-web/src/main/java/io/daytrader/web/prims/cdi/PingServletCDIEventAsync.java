package io.daytrader.web.prims.cdi;

import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/** Fires an asynchronous CDI event and waits until both asynchronous observers, in their order, have seen it. */
@WebServlet("/servlet/PingServletCDIEventAsync")
public class PingServletCDIEventAsync extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private static final long TIMEOUT_SECONDS = 10;
    private final AtomicLong sequence = new AtomicLong();

    @Inject
    private PingEvents events;

    @Inject
    private PingEventObservers observers;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        PingEvent event;
        try {
            event = events.fireAsync(new PingEvent(sequence.incrementAndGet())).toCompletableFuture()
                    .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "interrupted");
            return;
        } catch (ExecutionException | TimeoutException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_INTERNAL_SERVER_ERROR,
                    "PingServletCDIEventAsync: the observers did not complete: " + e);
            return;
        }
        // asynchronous observers may run in any order (in parallel on some servers): the answer lists them sorted
        PrimitiveResponses.text(response, "PingServletCDIEventAsync: event " + event.sequence() + " observed by "
                + event.observers().stream().sorted().toList() + "; asynchronous observations since start: " + observers.asynchronousObservations());
    }
}
