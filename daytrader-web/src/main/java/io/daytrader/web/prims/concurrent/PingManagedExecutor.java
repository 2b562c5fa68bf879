package io.daytrader.web.prims.concurrent;

import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicLong;

/** An async request completed by a task of the platform's default ManagedExecutorService. */
@WebServlet(urlPatterns = "/servlet/PingManagedExecutor", asyncSupported = true)
public class PingManagedExecutor extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    @Resource
    private ManagedExecutorService executor;

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
