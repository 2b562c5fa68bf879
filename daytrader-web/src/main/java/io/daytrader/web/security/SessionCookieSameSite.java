package io.daytrader.web.security;

import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.SessionCookieConfig;
import jakarta.servlet.annotation.WebListener;
import java.util.logging.Logger;

/**
 * The session cookie is not sent with another site's subrequests and form posts: SameSite=Lax, through Servlet 6.0's
 * {@code SessionCookieConfig.setAttribute} (HttpOnly is in web.xml). This module compiles against Servlet 5.0, which
 * has no such method, so it is looked up; a Servlet 5.0 container gets SameSite from its server kind's configuration.
 */
@WebListener
public class SessionCookieSameSite implements ServletContextListener {

    private static final Logger LOG = Logger.getLogger(SessionCookieSameSite.class.getName());

    @Override
    public void contextInitialized(ServletContextEvent event) {
        ServletContext context = event.getServletContext();
        SessionCookieConfig config = context.getSessionCookieConfig();
        try {
            SessionCookieConfig.class.getMethod("setAttribute", String.class, String.class)
                    .invoke(config, SessionCookieCompletion.SAME_SITE, SessionCookieCompletion.LAX);
        } catch (NoSuchMethodException servlet5) {
            LOG.config(() -> "Servlet " + context.getMajorVersion() + "." + context.getMinorVersion()
                    + " cannot set the session cookie's SameSite; the server's configuration sets it");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("SameSite=Lax on the session cookie", e);
        }
    }
}
