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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicLong;

/** An async request completed by a task of the platform's default ManagedExecutorService. */
@WebServlet(urlPatterns = "/servlet/PingManagedExecutor", asyncSupported = true)
public class PingManagedExecutor extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    /** Looked up, not injected: a container without Concurrency Utilities must still load this class. */
    private transient ExecutorService executor;

    @Override
    public void init() {
        executor = Jndi.optional("java:comp/DefaultManagedExecutorService", ExecutorService.class);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) {
        AsyncContext async = request.startAsync();
        long hit = hits.incrementAndGet();
        String requestThread = Thread.currentThread().getName();
        executor.submit(() -> {
            try {
                PrimitiveResponses.text(response, "PingManagedExecutor: Hit Count: " + hit + ", request thread "
                        + requestThread + ", completed by managed task thread " + Thread.currentThread().getName());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                async.complete();
            }
        });
    }
}
