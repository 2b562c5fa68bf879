package io.daytrader.web.prims.web;

import io.daytrader.web.prims.PrimitiveParameters;
import io.daytrader.web.prims.PrimitiveResponses;
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
import java.util.concurrent.Semaphore;

/**
 * Calls itself over HTTP (through the address the request came in on) {@code numReentries} times, each level
 * sleeping {@code sleep} ms; the answer lists the level numbers, deepest first. Each level holds a server thread,
 * so one request may sleep at most {@link #MAX_TOTAL_SLEEP_MS} over all its levels, and at most
 * {@link #MAX_LEVELS_IN_FLIGHT} levels of all requests run at once (beyond that: 503).
 */
@WebServlet("/servlet/PingReentryServlet")
public class PingReentryServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final int MAX_REENTRIES = 20;
    static final int MAX_SLEEP_MS = 5000;
    static final int MAX_TOTAL_SLEEP_MS = 5000;
    static final int MAX_LEVELS_IN_FLIGHT = 32;
    private static final Semaphore LEVELS_IN_FLIGHT = new Semaphore(MAX_LEVELS_IN_FLIGHT);
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
        if (!LEVELS_IN_FLIGHT.tryAcquire()) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE,
                    "PingReentryServlet: " + MAX_LEVELS_IN_FLIGHT + " levels already run");
            return;
        }
        try {
            Thread.sleep(sleep);
            String levels = Integer.toString(reentries);
            if (reentries > 0) {
                levels = callSelf(request, reentries - 1, sleep) + "," + levels;
            }
            PrimitiveResponses.text(response, levels);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "interrupted");
        } catch (ReentryException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_GATEWAY, e.getMessage());
        } finally {
            LEVELS_IN_FLIGHT.release();
        }
    }

    static void requireTotalSleepWithinBound(int reentries, int sleep) {
        long total = (long) (reentries + 1) * sleep;
        if (total > MAX_TOTAL_SLEEP_MS) {
            throw new IllegalArgumentException("(numReentries + 1) x sleep must be at most " + MAX_TOTAL_SLEEP_MS
                    + " ms, not " + total);
        }
    }

    private String callSelf(HttpServletRequest request, int reentries, int sleep)
            throws IOException, InterruptedException, ReentryException {
        String host = request.getLocalAddr().contains(":") ? "[" + request.getLocalAddr() + "]" : request.getLocalAddr();
        URI self = URI.create(request.getScheme() + "://" + host + ":" + request.getLocalPort()
                + request.getContextPath() + request.getServletPath() + "?numReentries=" + reentries + "&sleep=" + sleep);
        HttpResponse<String> answer = client.send(HttpRequest.newBuilder(self).timeout(TIMEOUT).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() != HttpServletResponse.SC_OK) {
            throw new ReentryException("PingReentryServlet: " + self + " answered " + answer.statusCode());
        }
        return answer.body().strip();
    }

    /** A reentrant call did not answer 200. */
    private static final class ReentryException extends Exception {
        private static final long serialVersionUID = 1L;

        ReentryException(String message) {
            super(message);
        }
    }
}
