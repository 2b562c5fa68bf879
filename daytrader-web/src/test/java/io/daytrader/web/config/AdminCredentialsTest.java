package io.daytrader.web.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AdminCredentialsTest {

    private static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void acceptsOnlyTheConfiguredUserAndPassword() {
        AdminCredentials admin = AdminCredentials.fromEnvironment(
                Map.of("DAYTRADER_ADMIN_USER", "boss", "DAYTRADER_ADMIN_PASSWORD", "s3cret"));
        assertThat(admin.accepts(basic("boss", "s3cret"))).isTrue();
        assertThat(admin.accepts(basic("boss", "wrong"))).isFalse();
        assertThat(admin.accepts(basic("admin", "s3cret"))).isFalse();
        assertThat(admin.accepts(null)).isFalse();
        assertThat(admin.accepts("Bearer abc")).isFalse();
        assertThat(admin.accepts("Basic !!!not-base64")).isFalse();
    }

    @Test
    void generatesARandomPasswordWhenNoneIsConfigured() {
        AdminCredentials first = AdminCredentials.fromEnvironment(Map.of());
        AdminCredentials second = AdminCredentials.fromEnvironment(Map.of());
        assertThat(first.accepts(basic(AdminCredentials.DEFAULT_USER, ""))).isFalse();
        assertThat(first.accepts(basic(AdminCredentials.DEFAULT_USER, "null"))).isFalse();
        assertThat(second.accepts(basic(AdminCredentials.DEFAULT_USER, ""))).isFalse();
    }
}
