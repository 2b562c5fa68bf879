package io.daytrader.web.prims.concurrent;

import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicLong;

/** An async request completed by a new thread of the platform's default ManagedThreadFactory. */
@WebServlet(urlPatterns = "/servlet/PingManagedThread", asyncSupported = true)
public class PingManagedThread extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    @Resource
    private ManagedThreadFactory threads;

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
