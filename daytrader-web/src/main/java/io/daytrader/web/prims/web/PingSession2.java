package io.daytrader.web.prims.web;

import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.prims.PrimitiveSessions;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;

/**
 * Counts the hits of one client in its HTTP session; the 5th hit invalidates the session, so the next one starts
 * again at 1. The count is also a response header.
 */
@WebServlet("/servlet/PingSession2")
public class PingSession2 extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final int HITS_PER_SESSION = 5;
    private static final String COUNTER = "sessiontest.counter";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = PrimitiveSessions.of(request);
        Object stored = session.getAttribute(COUNTER);
        int count = stored instanceof Integer ? (Integer) stored + 1 : 1;
        response.setHeader("SessionTrackingTest-counter", Integer.toString(count));
        if (count >= HITS_PER_SESSION) {
            session.invalidate();
            PrimitiveResponses.text(response, "PingSession2: session hit " + count + "; session invalidated");
        } else {
            session.setAttribute(COUNTER, count);
            PrimitiveResponses.text(response, "PingSession2: session hit " + count);
        }
    }
}
