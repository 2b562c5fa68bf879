package io.daytrader.web.prims.concurrent;

import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.Jndi;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicLong;

/** An async request completed by a new thread of the platform's default ManagedThreadFactory. */
@WebServlet(urlPatterns = "/servlet/PingManagedThread", asyncSupported = true)
public class PingManagedThread extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    /** Looked up, not injected: a container without Concurrency Utilities must still load this class. */
    private transient ThreadFactory threads;

    @Override
    public void init() {
        threads = Jndi.optional("java:comp/DefaultManagedThreadFactory", ThreadFactory.class);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) {
        AsyncContext async = request.startAsync();
        long hit = hits.incrementAndGet();
        threads.newThread(() -> {
            try {
                PrimitiveResponses.text(response, "PingManagedThread: Hit Count: " + hit
                        + ", completed by managed thread " + Thread.currentThread().getName());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                async.complete();
            }
        }).start();
    }
}
