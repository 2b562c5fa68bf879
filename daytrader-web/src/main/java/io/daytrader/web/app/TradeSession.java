package io.daytrader.web.app;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.time.LocalDateTime;

/** The logged-in user of an HTTP session (the classic attribute names {@code uidBean}, {@code sessionCreationDate}). */
public final class TradeSession {

    static final String USER_ATTRIBUTE = "uidBean";
    static final String CREATED_ATTRIBUTE = "sessionCreationDate";

    private final HttpServletRequest request;

    public TradeSession(HttpServletRequest request) {
        this.request = request;
    }

    /** The logged-in user, or null. */
    public String userID() {
        HttpSession session = request.getSession(false);
        return session == null ? null : (String) session.getAttribute(USER_ATTRIBUTE);
    }

    /** When the user logged in, or null. */
    public LocalDateTime loginTime() {
        HttpSession session = request.getSession(false);
        return session == null ? null : (LocalDateTime) session.getAttribute(CREATED_ATTRIBUTE);
    }

    /**
     * Logs the user in on a session with a new id, so a session id seen before login is worthless. An existing
     * session is kept under its new id rather than invalidated: with one CDI implementation, invalidating it in the
     * middle of a Faces request ended that request's CDI contexts, and the page after the login failed to render.
     */
    public void logIn(String userID) {
        HttpSession session = request.getSession(false);
        if (session == null) {
            session = request.getSession(true);
        } else {
            request.changeSessionId();
        }
        session.setAttribute(USER_ATTRIBUTE, userID);
        session.setAttribute(CREATED_ATTRIBUTE, LocalDateTime.now());
    }

    public void logOut() {
        HttpSession session = request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
    }
}
