package io.daytrader.web.security;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.SessionCookieConfig;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class SessionCookieCompletionTest {

    @Test
    void aSessionCookieWithoutSameSiteGetsLax() {
        assertThat(SessionCookieCompletion.completed("JSESSIONID=abc; Path=/daytrader; HttpOnly", "JSESSIONID"))
                .isEqualTo("JSESSIONID=abc; Path=/daytrader; HttpOnly; SameSite=Lax");
    }

    @Test
    void aSameSiteTheContainerSetIsKept() {
        assertThat(SessionCookieCompletion.completed("JSESSIONID=abc; Path=/; SameSite=Strict; HttpOnly", "JSESSIONID"))
                .isEqualTo("JSESSIONID=abc; Path=/; SameSite=Strict; HttpOnly");
        assertThat(SessionCookieCompletion.completed("JSESSIONID=abc; samesite=lax", "JSESSIONID"))
                .isEqualTo("JSESSIONID=abc; samesite=lax");
    }

    @Test
    void otherCookiesAreLeftAsTheyAre() {
        assertThat(SessionCookieCompletion.completed("theme=dark; Path=/", "JSESSIONID")).isEqualTo("theme=dark; Path=/");
        assertThat(SessionCookieCompletion.completed("XJSESSIONID=abc", "JSESSIONID")).isEqualTo("XJSESSIONID=abc");
    }

    @Test
    void aContainerThatSetsSameSiteItselfGetsItsRequestsPassedStraightThrough() throws Exception {
        SessionCookieCompletion filter = new SessionCookieCompletion();
        List<String> first = new ArrayList<>();
        filter.doFilter(request(first, "JSESSIONID=a; Path=/daytrader; HttpOnly; SameSite=Lax"), response(first),
                (req, res) -> ((HttpServletRequest) req).getSession(true));
        List<String> second = new ArrayList<>();
        HttpServletRequest original = request(second, "JSESSIONID=b; HttpOnly; SameSite=Lax");
        AtomicReference<ServletRequest> passed = new AtomicReference<>();
        filter.doFilter(original, response(second), (req, res) -> passed.set(req));

        assertThat(first).containsExactly("JSESSIONID=a; Path=/daytrader; HttpOnly; SameSite=Lax");
        assertThat(passed.get()).isSameAs(original);
    }

    @Test
    void aContainerThatLeavesSameSiteOffKeepsGettingItsCookiesCompleted() throws Exception {
        SessionCookieCompletion filter = new SessionCookieCompletion();
        for (String id : List.of("a", "b")) {
            List<String> headers = new ArrayList<>();
            filter.doFilter(request(headers, "JSESSIONID=" + id + "; Path=/daytrader; HttpOnly"), response(headers),
                    (req, res) -> ((HttpServletRequest) req).getSession(true));
            assertThat(headers).containsExactly("JSESSIONID=" + id + "; Path=/daytrader; HttpOnly; SameSite=Lax");
        }
    }

    /** A request whose new session makes the container add {@code cookie} to {@code headers}. */
    private static HttpServletRequest request(List<String> headers, String cookie) {
        HttpSession session = proxy(HttpSession.class, (name, args) -> "isNew".equals(name) ? true : null);
        SessionCookieConfig config = proxy(SessionCookieConfig.class, (name, args) -> null);
        ServletContext context = proxy(ServletContext.class,
                (name, args) -> "getSessionCookieConfig".equals(name) ? config : null);
        return proxy(HttpServletRequest.class, (name, args) -> switch (name) {
            case "getServletContext" -> context;
            case "getSession" -> {
                headers.add(cookie);
                yield session;
            }
            default -> null;
        });
    }

    private static HttpServletResponse response(List<String> headers) {
        return proxy(HttpServletResponse.class, (name, args) -> switch (name) {
            case "isCommitted" -> false;
            case "getHeaders" -> List.copyOf(headers);
            case "setHeader" -> {
                headers.clear();
                headers.add((String) args[1]);
                yield null;
            }
            case "addHeader" -> headers.add((String) args[1]);
            default -> null;
        });
    }

    private interface Answer {
        Object answer(String method, Object[] args);
    }

    private static <T> T proxy(Class<T> type, Answer answer) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                (p, method, args) -> answer.answer(method.getName(), args)));
    }
}
