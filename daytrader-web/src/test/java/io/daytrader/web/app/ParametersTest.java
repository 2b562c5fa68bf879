package io.daytrader.web.app;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServletRequest;
import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class ParametersTest {

    /** A request whose getParameterMap answers what {@code parameters} gives (or throws what it throws). */
    private static HttpServletRequest request(Supplier<Map<String, String[]>> parameters) {
        return (HttpServletRequest) Proxy.newProxyInstance(ParametersTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, arguments) -> {
                    if (method.getName().equals("getParameterMap")) {
                        return parameters.get();
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    @Test
    void decodableParametersAreReadable() {
        assertThat(Parameters.readable(request(() -> Map.of("uid", new String[] {"uid:1"})))).isTrue();
    }

    @Test
    void aParseFailureEitherWayIsUnreadable() {
        assertThat(Parameters.readable(request(() -> {
            throw new IllegalArgumentException("bad %-escape");
        }))).isFalse();
        assertThat(Parameters.readable(request(() -> {
            throw new IllegalStateException("bad %-escape");
        }))).isFalse();
    }
}
