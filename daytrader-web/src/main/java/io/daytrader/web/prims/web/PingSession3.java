package io.daytrader.web.prims.web;

import io.daytrader.web.prims.MemoryBudget;
import io.daytrader.web.prims.PrimitiveParameters;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.prims.PrimitiveSessions;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;

/**
 * Keeps a session object of {@code size} bytes (default 2048) and changes it on every hit, so that the session is
 * dirty each time. Another size replaces the object. All sessions together hold at most {@link #BUDGET_BYTES}
 * of these objects; beyond that the primitive answers 503 until sessions give theirs back.
 */
@WebServlet("/servlet/PingSession3")
public class PingSession3 extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final int DEFAULT_SIZE = 2048;
    static final int MAX_SIZE = 10 * 1024 * 1024;
    static final long BUDGET_BYTES = 64L * 1024 * 1024;
    private static final String DATA = "sessiontest.largeSessionData";
    private static final MemoryBudget BUDGET = new MemoryBudget(BUDGET_BYTES);

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int size;
        try {
            size = PrimitiveParameters.intParameter(request, "size", DEFAULT_SIZE, 1, MAX_SIZE);
        } catch (IllegalArgumentException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }
        if (!BUDGET.tryReserve(size)) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE,
                    "PingSession3: the session objects of all sessions already take " + BUDGET_BYTES + " bytes");
            return;
        }
        try {
            store(request, response, size);
        } catch (RuntimeException e) {
            BUDGET.release(size);
            throw e;
        }
    }

    private static void store(HttpServletRequest request, HttpServletResponse response, int size) throws IOException {
        HttpSession session = PrimitiveSessions.of(request);
        Object stored = session.getAttribute(DATA);
        SessionData data;
        String what;
        if (stored instanceof SessionData && ((SessionData) stored).size() == size) {
            data = ((SessionData) stored).touched(BUDGET);
            what = "updated";
        } else {
            data = new SessionData(size, BUDGET);
            what = "created";
        }
        session.setAttribute(DATA, data);
        response.setHeader("SessionTrackingTest-largeSessionData", Integer.toString(size));
        PrimitiveResponses.text(response, "PingSession3: session object of " + size + " bytes " + what
                + ", update " + data.updates() + ", checksum " + data.checksum());
    }
}
