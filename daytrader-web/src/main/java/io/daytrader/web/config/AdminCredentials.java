package io.daytrader.web.config;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.function.Function;
import java.util.logging.Logger;

/**
 * The administrator credential that guards every change made through /config: HTTP Basic against the user and
 * password given at deploy time ({@code DAYTRADER_ADMIN_USER}, {@code DAYTRADER_ADMIN_PASSWORD}); without a
 * password a random one is generated and logged once.
 */
final class AdminCredentials {

    static final String DEFAULT_USER = "admin";
    private static final Logger LOG = Logger.getLogger(AdminCredentials.class.getName());

    private final String user;
    private final String password;

    AdminCredentials(String user, String password) {
        this.user = user;
        this.password = password;
    }

    /**
     * From the environment ({@code DAYTRADER_ADMIN_USER}, {@code DAYTRADER_ADMIN_PASSWORD}) or system properties
     * ({@code daytrader.adminUser}, {@code daytrader.adminPassword}), the latter winning, as for the settings.
     */
    static AdminCredentials from(Map<String, String> environment, Function<String, String> properties) {
        String user = valueOr(valueOr(properties.apply("daytrader.adminUser"), environment.get("DAYTRADER_ADMIN_USER")),
                DEFAULT_USER);
        String password = valueOr(properties.apply("daytrader.adminPassword"),
                environment.get("DAYTRADER_ADMIN_PASSWORD"));
        if (password == null || password.isBlank()) {
            byte[] random = new byte[12];
            new SecureRandom().nextBytes(random);
            String generated = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
            LOG.warning(() -> "No DAYTRADER_ADMIN_PASSWORD configured: the DayTrader administrator is '" + user
                    + "' with the generated password '" + generated + "' until the next start");
            return new AdminCredentials(user, generated);
        }
        return new AdminCredentials(user, password);
    }

    /** True if the Authorization header carries this user and password (HTTP Basic). */
    boolean accepts(String authorizationHeader) {
        if (authorizationHeader == null || !authorizationHeader.regionMatches(true, 0, "Basic ", 0, 6)) {
            return false;
        }
        String decoded;
        try {
            decoded = new String(Base64.getDecoder().decode(authorizationHeader.substring(6).trim()),
                    StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return false;
        }
        byte[] expected = (user + ":" + password).getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(expected, decoded.getBytes(StandardCharsets.UTF_8));
    }

    private static String valueOr(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value;
    }
}
