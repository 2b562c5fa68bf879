package io.daytrader.web.prims.web;

import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.prims.PrimitiveSessions;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/** Creates an HTTP session (or finds the client's) and reports its id; the id is also a response header. */
@WebServlet("/servlet/PingSession1")
public class PingSession1 extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = PrimitiveSessions.of(request);
        response.setHeader("SessionKeyTest-SessionID", session.getId());
        PrimitiveResponses.text(response, "PingSession1: Hit Count: " + hits.incrementAndGet() + ", session "
                + session.getId() + (session.isNew() ? " created" : " found"));
    }
}
