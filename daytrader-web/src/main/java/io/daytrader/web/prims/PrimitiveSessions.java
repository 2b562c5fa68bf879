package io.daytrader.web.prims;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

/**
 * The HTTP session of a session primitive. Every request without a cookie makes a new one; a session made here
 * expires after {@link #IDLE_SECONDS} idle seconds instead of the application's 30 minutes, so clients that drop
 * their cookies cannot pile up sessions for half an hour. A load client that keeps its cookie keeps its session.
 */
public final class PrimitiveSessions {

    public static final int IDLE_SECONDS = 60;

    private PrimitiveSessions() {
    }

    public static HttpSession of(HttpServletRequest request) {
        HttpSession session = request.getSession(true);
        if (session.isNew()) {
            session.setMaxInactiveInterval(IDLE_SECONDS);
        }
        return session;
    }
}
