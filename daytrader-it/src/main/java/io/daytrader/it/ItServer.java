package io.daytrader.it;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The server under test, as the server module's Failsafe configuration describes it in system properties
 * (README, "Adding a server kind"): {@code daytrader.it.baseUrl}, {@code daytrader.it.adminPassword}, and
 * optionally {@code daytrader.it.serverLog} with {@code daytrader.it.serverLogErrors}.
 */
public final class ItServer {

    private ItServer() {
    }

    /** The application's root, e.g. http://127.0.0.1:PORT/daytrader (no trailing slash). */
    public static String baseUrl() {
        return required("daytrader.it.baseUrl").replaceFirst("/+$", "");
    }

    public static String adminUser() {
        return System.getProperty("daytrader.it.adminUser", "admin");
    }

    /** The password the server module gave the application's administrator (DAYTRADER_ADMIN_PASSWORD). */
    public static String adminPassword() {
        return required("daytrader.it.adminPassword");
    }

    /** The server's log, which must show no error once the application has started; empty when not given. */
    public static Optional<Path> serverLog() {
        return optional("daytrader.it.serverLog").map(Path::of);
    }

    /** A regex that matches an error line of {@link #serverLog()}. */
    public static Pattern serverLogErrors() {
        return Pattern.compile(required("daytrader.it.serverLogErrors"));
    }

    private static Optional<String> optional(String name) {
        String value = System.getProperty(name);
        return value == null || value.isBlank() || value.contains("${") ? Optional.empty() : Optional.of(value);
    }

    private static String required(String name) {
        return optional(name).orElseThrow(() -> new IllegalStateException("system property " + name
                + " is not set: run the integration tests through a server module's Failsafe, e.g. "
                + "./mvnw -B verify -pl servers/liberty -am (README, \"Adding a server kind\")"));
    }
}
