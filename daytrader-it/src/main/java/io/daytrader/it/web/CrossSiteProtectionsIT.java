package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What protects a logged-in user from other sites, on the wire: the session cookie's attributes, the headers every
 * page carries (no framing, no sniffing, nothing but DayTrader's own scripts, no Referer to other sites), and the
 * refusal of a state-changing request another site's page sent.
 */
class CrossSiteProtectionsIT {

    private final WebClient client = new WebClient();

    @Test
    void theSessionCookieIsHttpOnlyAndSameSiteLax() throws Exception {
        List<String> cookies = client.login("uid:3", "xxx").headers().allValues("Set-Cookie");
        assertFalse(cookies.isEmpty(), "login sets a session cookie");
        for (String cookie : cookies) {
            System.out.println("cross-site protections: login's Set-Cookie: " + cookie.replaceFirst("=[^;]*", "=..."));
            List<String> attributes = List.of(cookie.toLowerCase(Locale.ROOT).split("\\s*;\\s*"));
            assertTrue(attributes.contains("httponly"), "HttpOnly: " + cookie);
            assertTrue(attributes.contains("samesite=lax"), "SameSite=Lax: " + cookie);
        }
    }

    @Test
    void everyPageCarriesTheSecurityHeaders() throws Exception {
        assertSecurityHeaders("welcome", client.get("app"));
        assertSecurityHeaders("index.html", client.get("index.html"));
        assertSecurityHeaders("registration", client.get("register.jsp"));
        client.login("uid:3", "xxx");
        for (String action : new String[] {"home", "account", "portfolio", "quotes", "mksummary"}) {
            assertSecurityHeaders(action, client.get("app", "action", action));
        }
        assertSecurityHeaders("a refused order", client.get("app", "action", "buy", "symbol", "s:1", "quantity", "-1"));
        assertSecurityHeaders("config", client.getAsAdmin("config"));
        assertSecurityHeaders("primitives", client.get("primitives", "format", "html"));
    }

    @Test
    void aLoginPostedFromAnotherSitesPageIsRefused() throws Exception {
        HttpResponse<String> forged = client.send(HttpRequest.newBuilder(client.uri("app"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Sec-Fetch-Site", "cross-site")
                .POST(HttpRequest.BodyPublishers.ofString(
                        WebClient.form("action", "login", "uid", "uid:3", "passwd", "xxx"))));
        assertEquals(403, forged.statusCode(), forged.body());
        assertTrue(forged.headers().allValues("Set-Cookie").isEmpty(), "no session for a forged login");
    }

    private static void assertSecurityHeaders(String page, HttpResponse<String> response) {
        HttpHeaders headers = response.headers();
        Map<String, String> expected = Map.of(
                "X-Frame-Options", "DENY",
                "X-Content-Type-Options", "nosniff",
                "Referrer-Policy", "same-origin");
        expected.forEach((name, value) ->
                assertEquals(List.of(value), headers.allValues(name), page + " (" + response.statusCode() + "): " + name));
        String policy = headers.firstValue("Content-Security-Policy").orElse("");
        for (String directive : new String[] {"default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"}) {
            assertTrue(policy.contains(directive), page + ": Content-Security-Policy has " + directive + ": " + policy);
        }
    }
}
