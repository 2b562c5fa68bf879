package io.daytrader.web.prims.web;

import io.daytrader.web.prims.PrimitiveParameters;
import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * A request that blocks: holds its request thread for {@code ms} milliseconds (default {@value #DEFAULT_MS}), as a
 * request waiting on a slow database or service does, and then says which kind of thread it held, virtual or platform.
 * Many users with think time on it show what a request per virtual thread changes against a pool of platform threads.
 */
@WebServlet("/servlet/PingSleep")
public class PingSleep extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final int DEFAULT_MS = 20;
    static final int MAX_MS = 10_000;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int ms;
        try {
            ms = PrimitiveParameters.intParameter(request, "ms", DEFAULT_MS, 0, MAX_MS);
        } catch (IllegalArgumentException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "PingSleep: interrupted");
            return;
        }
        PrimitiveResponses.text(response, answer(ms, RequestThread.kind()));
    }

    static String answer(int ms, String threadKind) {
        return "PingSleep: slept " + ms + " ms on a " + threadKind + " thread";
    }
}
