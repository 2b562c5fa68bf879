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
        AdminCredentials admin = AdminCredentials.from(
                Map.of("DAYTRADER_ADMIN_USER", "boss", "DAYTRADER_ADMIN_PASSWORD", "s3cret"), key -> null);
        assertThat(admin.accepts(basic("boss", "s3cret"))).isTrue();
        assertThat(admin.accepts(basic("boss", "wrong"))).isFalse();
        assertThat(admin.accepts(basic("admin", "s3cret"))).isFalse();
        assertThat(admin.accepts(null)).isFalse();
        assertThat(admin.accepts("Bearer abc")).isFalse();
        assertThat(admin.accepts("Basic !!!not-base64")).isFalse();
    }

    @Test
    void systemPropertiesWinOverTheEnvironment() {
        AdminCredentials admin = AdminCredentials.from(Map.of("DAYTRADER_ADMIN_PASSWORD", "from-env"),
                Map.of("daytrader.adminPassword", "from-property")::get);
        assertThat(admin.accepts(basic(AdminCredentials.DEFAULT_USER, "from-property"))).isTrue();
        assertThat(admin.accepts(basic(AdminCredentials.DEFAULT_USER, "from-env"))).isFalse();
    }

    @Test
    void generatesARandomPasswordWhenNoneIsConfigured() {
        AdminCredentials first = AdminCredentials.from(Map.of(), key -> null);
        AdminCredentials second = AdminCredentials.from(Map.of(), key -> null);
        assertThat(first.accepts(basic(AdminCredentials.DEFAULT_USER, ""))).isFalse();
        assertThat(first.accepts(basic(AdminCredentials.DEFAULT_USER, "null"))).isFalse();
        assertThat(second.accepts(basic(AdminCredentials.DEFAULT_USER, ""))).isFalse();
    }
}
