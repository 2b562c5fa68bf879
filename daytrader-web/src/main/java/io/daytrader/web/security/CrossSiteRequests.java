package io.daytrader.web.security;

import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;

/**
 * Tells a request a browser sent on behalf of another site (a forged form post, link or image) from one the
 * user made on DayTrader's own pages, by what browsers state about it: the fetch metadata header
 * {@code Sec-Fetch-Site} (sent by every current browser), else the {@code Origin} header. A request with neither
 * comes from a load tool or a script, which forges nothing for a browser's user, so classic GET load scripts
 * keep working unchanged.
 */
public final class CrossSiteRequests {

    private CrossSiteRequests() {
    }

    public static boolean isCrossSite(HttpServletRequest request) {
        String site = request.getHeader("Sec-Fetch-Site");
        if (site != null) {
            // "none": typed in, a bookmark; "same-origin": DayTrader's own pages
            return !site.equals("same-origin") && !site.equals("none");
        }
        String origin = request.getHeader("Origin");
        return origin != null && !sameAuthority(origin, request.getHeader("Host"));
    }

    private static boolean sameAuthority(String origin, String host) {
        try {
            String authority = URI.create(origin.strip()).getRawAuthority();
            return authority != null && host != null && authority.equalsIgnoreCase(host.strip());
        } catch (IllegalArgumentException malformed) {
            return false;
        }
    }
}
