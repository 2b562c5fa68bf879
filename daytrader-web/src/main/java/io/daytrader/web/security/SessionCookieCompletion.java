package io.daytrader.web.security;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The session cookie carries SameSite=Lax even where the container builds it without the attributes the application
 * gave it ({@link SessionCookieSameSite}): Servlet 6.0 asks the container to copy them, and a container that does
 * not (its server kind's README names it) sends the cookie without SameSite. When a request makes a new session, the
 * cookie the container has just set is completed before anything of the response is sent. A cookie that carries
 * SameSite already is left as it is, and once the container is seen setting it, requests pass straight through: on
 * the containers that comply, the primitives the lab measures pay for no wrapper.
 */
@WebFilter(urlPatterns = "/*", asyncSupported = true)
public class SessionCookieCompletion extends HttpFilter {

    private static final long serialVersionUID = 1L;

    static final String SAME_SITE = "SameSite";
    static final String LAX = "Lax";

    /** Whether the container's own session cookie carried SameSite; null until a session cookie was seen. */
    private volatile Boolean containerSetsSameSite;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (Boolean.TRUE.equals(containerSetsSameSite)) {
            chain.doFilter(request, response);
            return;
        }
        String cookieName = request.getServletContext().getSessionCookieConfig().getName();
        String name = cookieName == null ? "JSESSIONID" : cookieName;
        chain.doFilter(new HttpServletRequestWrapper(request) {
            @Override
            public HttpSession getSession() {
                return getSession(true);
            }

            @Override
            public HttpSession getSession(boolean create) {
                HttpSession session = super.getSession(create);
                if (session != null && session.isNew()) {
                    complete(response, name);
                }
                return session;
            }

            @Override
            public String changeSessionId() {
                String id = super.changeSessionId();
                complete(response, name);
                return id;
            }
        }, response);
    }

    /**
     * Adds SameSite=Lax to the Set-Cookie headers of the session cookie that have no SameSite, and notes whether the
     * container had set it.
     */
    void complete(HttpServletResponse response, String cookieName) {
        if (response.isCommitted()) {
            return;
        }
        List<String> cookies = new ArrayList<>(response.getHeaders("Set-Cookie"));
        List<String> completed = new ArrayList<>(cookies.size());
        boolean changed = false;
        boolean seen = false;
        for (String cookie : cookies) {
            String header = completed(cookie, cookieName);
            changed |= !header.equals(cookie);
            seen |= cookie.startsWith(cookieName + "=");
            completed.add(header);
        }
        if (seen) {
            containerSetsSameSite = !changed;
        }
        if (changed) {
            response.setHeader("Set-Cookie", completed.get(0));
            completed.subList(1, completed.size()).forEach(header -> response.addHeader("Set-Cookie", header));
        }
    }

    static String completed(String cookie, String cookieName) {
        if (!cookie.startsWith(cookieName + "=")) {
            return cookie;
        }
        for (String attribute : cookie.split(";")) {
            if (attribute.strip().toLowerCase(Locale.ROOT).startsWith(SAME_SITE.toLowerCase(Locale.ROOT))) {
                return cookie;
            }
        }
        return cookie + "; " + SAME_SITE + "=" + LAX;
    }
}
