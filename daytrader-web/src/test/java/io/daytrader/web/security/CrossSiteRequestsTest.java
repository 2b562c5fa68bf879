package io.daytrader.web.security;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServletRequest;
import java.lang.reflect.Proxy;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CrossSiteRequestsTest {

    @Test
    void aBrowserRequestThatAnotherSiteMadeIsCrossSite() {
        assertThat(CrossSiteRequests.isCrossSite(request(Map.of("Sec-Fetch-Site", "cross-site")))).isTrue();
        assertThat(CrossSiteRequests.isCrossSite(request(Map.of("Sec-Fetch-Site", "same-site")))).isTrue();
        assertThat(CrossSiteRequests.isCrossSite(
                request(Map.of("Origin", "https://evil.example", "Host", "lab:9080")))).isTrue();
        assertThat(CrossSiteRequests.isCrossSite(request(Map.of("Origin", "null", "Host", "lab:9080")))).isTrue();
    }

    @Test
    void dayTradersOwnPagesTypedAddressesAndLoadToolsAreNot() {
        assertThat(CrossSiteRequests.isCrossSite(request(Map.of("Sec-Fetch-Site", "same-origin")))).isFalse();
        assertThat(CrossSiteRequests.isCrossSite(request(Map.of("Sec-Fetch-Site", "none")))).isFalse();
        assertThat(CrossSiteRequests.isCrossSite(
                request(Map.of("Origin", "http://lab:9080", "Host", "lab:9080")))).isFalse();
        assertThat(CrossSiteRequests.isCrossSite(request(Map.of("Host", "lab:9080")))).isFalse();
    }

    private static HttpServletRequest request(Map<String, String> headers) {
        return (HttpServletRequest) Proxy.newProxyInstance(CrossSiteRequestsTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getHeader")) {
                        return headers.get((String) args[0]);
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}
