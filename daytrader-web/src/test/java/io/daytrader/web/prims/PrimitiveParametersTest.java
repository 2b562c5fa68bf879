package io.daytrader.web.prims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.servlet.http.HttpServletRequest;
import java.lang.reflect.Proxy;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PrimitiveParametersTest {

    @Test
    void absentOrBlankGivesTheDefault() {
        assertThat(PrimitiveParameters.intParameter(request(Map.of()), "size", 2048, 1, 10_000)).isEqualTo(2048);
        assertThat(PrimitiveParameters.intParameter(request(Map.of("size", " ")), "size", 7, 1, 10)).isEqualTo(7);
    }

    @Test
    void aValueInRangeIsRead() {
        assertThat(PrimitiveParameters.intParameter(request(Map.of("size", " 4096 ")), "size", 1, 1, 10_000))
                .isEqualTo(4096);
        assertThat(PrimitiveParameters.intParameter(request(Map.of("size", "1")), "size", 5, 1, 10)).isEqualTo(1);
    }

    @Test
    void aValueOutOfRangeOrNotANumberIsRefusedWithItsName() {
        assertThatThrownBy(() -> PrimitiveParameters.intParameter(request(Map.of("size", "0")), "size", 5, 1, 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("size").hasMessageContaining("0");
        assertThatThrownBy(() -> PrimitiveParameters.intParameter(request(Map.of("size", "11")), "size", 5, 1, 10))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PrimitiveParameters.intParameter(request(Map.of("size", "lots")), "size", 5, 1, 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'lots'");
    }

    private static HttpServletRequest request(Map<String, String> parameters) {
        return (HttpServletRequest) Proxy.newProxyInstance(HttpServletRequest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getParameter")) {
                        return parameters.get((String) args[0]);
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}
