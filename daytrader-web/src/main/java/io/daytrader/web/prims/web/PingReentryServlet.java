package io.daytrader.web.prims.web;

import io.daytrader.web.prims.PrimitiveParameters;
import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;

/**
 * Calls itself over HTTP (through the address the request came in on) {@code numReentries} times, each level
 * sleeping {@code sleep} ms; the answer lists the level numbers, deepest first. One request sleeps at most
 * {@link #MAX_TOTAL_SLEEP_MS} over all its levels.
 * <p>
 * Each level waits for the next one asynchronously, without holding a request thread: N clients at depth D would
 * otherwise need N x (D + 1) request threads at once, and a server whose pool is smaller than that (Open Liberty
 * sizes its pool by CPUs) deadlocks with every thread waiting for a call that has no thread to run on.
 */
@WebServlet(urlPatterns = "/servlet/PingReentryServlet", asyncSupported = true)
public class PingReentryServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final int MAX_REENTRIES = 20;
    static final int MAX_SLEEP_MS = 5000;
    /** Bounds how long one request keeps its chain of connections open. */
    static final int MAX_TOTAL_SLEEP_MS = 5000;
    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private transient HttpClient client;

    @Override
    public void init() {
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(TIMEOUT).build();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int reentries;
        int sleep;
        try {
            reentries = PrimitiveParameters.intParameter(request, "numReentries", 1, 0, MAX_REENTRIES);
            sleep = PrimitiveParameters.intParameter(request, "sleep", 0, 0, MAX_SLEEP_MS);
            requireTotalSleepWithinBound(reentries, sleep);
        } catch (IllegalArgumentException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }
        URI next = reentries > 0 ? self(request, reentries - 1, sleep) : null;
        AsyncContext async = request.startAsync();
        async.setTimeout(TIMEOUT.toMillis() * (reentries + 1L));
        CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(sleep, TimeUnit.MILLISECONDS))
                .thenCompose(ignored -> next == null
                        ? CompletableFuture.completedFuture(Integer.toString(reentries))
                        : call(next).thenApply(deeper -> deeper + "," + reentries))
                .whenComplete((levels, failure) -> answer(async, response, levels, failure));
    }

    static void requireTotalSleepWithinBound(int reentries, int sleep) {
        long total = (long) (reentries + 1) * sleep;
        if (total > MAX_TOTAL_SLEEP_MS) {
            throw new IllegalArgumentException("(numReentries + 1) x sleep must be at most " + MAX_TOTAL_SLEEP_MS
                    + " ms, not " + total);
        }
    }

    private static URI self(HttpServletRequest request, int reentries, int sleep) {
        String host = request.getLocalAddr().contains(":") ? "[" + request.getLocalAddr() + "]" : request.getLocalAddr();
        return URI.create(request.getScheme() + "://" + host + ":" + request.getLocalPort()
                + request.getContextPath() + request.getServletPath() + "?numReentries=" + reentries + "&sleep=" + sleep);
    }

    private CompletableFuture<String> call(URI next) {
        return client.sendAsync(HttpRequest.newBuilder(next).timeout(TIMEOUT).GET().build(),
                        HttpResponse.BodyHandlers.ofString())
                .thenApply(answer -> {
                    if (answer.statusCode() != HttpServletResponse.SC_OK) {
                        throw new CompletionException(new ReentryException(
                                "PingReentryServlet: " + next + " answered " + answer.statusCode()));
                    }
                    return answer.body().strip();
                });
    }

    private static void answer(AsyncContext async, HttpServletResponse response, String levels, Throwable failure) {
        try {
            if (failure == null) {
                PrimitiveResponses.text(response, levels);
            } else {
                Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                String message = cause instanceof ReentryException ? cause.getMessage()
                        : "PingReentryServlet: the reentrant call failed: " + cause.getClass().getSimpleName();
                PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_GATEWAY, message);
            }
        } catch (IOException | IllegalStateException e) {
            // the client went away or the async context timed out: nobody is left to answer
        } finally {
            try {
                async.complete();
            } catch (IllegalStateException alreadyCompleted) {
                // completed by the container's timeout
            }
        }
    }

    /** A reentrant call did not answer 200. */
    private static final class ReentryException extends Exception {
        private static final long serialVersionUID = 1L;

        ReentryException(String message) {
            super(message);
        }
    }
}
