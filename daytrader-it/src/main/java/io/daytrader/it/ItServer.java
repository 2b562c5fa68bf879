package io.daytrader.it;

import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The server under test, as the server module's Failsafe configuration describes it in system properties
 * (docs/servers.md, "Adding a server kind"): {@code daytrader.it.baseUrl}, {@code daytrader.it.adminPassword}, and
 * optionally {@code daytrader.it.serverLog} with {@code daytrader.it.serverLogErrors}, and
 * {@code daytrader.it.requestThreads}.
 */
public final class ItServer {

    /** A limitation: the server refuses a URL whose path holds a ':' (the symbols' separator, e.g. s:1). */
    public static final String COLON_IN_PATH = "colon-in-path";

    private ItServer() {
    }

    /**
     * A client that speaks HTTP/1.1, as the lab's load generators (JMeter, wrk) do: the JDK's client would otherwise
     * upgrade to HTTP/2 where a server offers h2c, and the tests would check a protocol the lab never measures
     * (GlassFish's HTTP/2 answers a random share of requests 431 once a request with a 10 KB path was refused).
     */
    public static HttpClient.Builder http() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10));
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

    /**
     * The server's known defects that its module names in {@code daytrader.it.limitations} (the kind's kind.json):
     * a test of what one of them breaks is skipped with the reason, not passed.
     */
    public static Set<String> limitations() {
        return optional("daytrader.it.limitations").stream().flatMap(list -> Arrays.stream(list.split(",")))
                .map(String::trim).filter(name -> !name.isEmpty()).collect(Collectors.toSet());
    }

    /**
     * The kind of thread the server runs requests on, as its module started it ({@code daytrader.it.requestThreads}):
     * "virtual" for a connector with a virtual thread per request, else "platform", every kind's default.
     */
    public static String requestThreads() {
        return optional("daytrader.it.requestThreads").orElse("platform");
    }

    private static Optional<String> optional(String name) {
        String value = System.getProperty(name);
        return value == null || value.isBlank() || value.contains("${") ? Optional.empty() : Optional.of(value);
    }

    private static String required(String name) {
        return optional(name).orElseThrow(() -> new IllegalStateException("system property " + name
                + " is not set: run the integration tests through a server module's Failsafe, e.g. "
                + "./mvnw -B verify -pl servers/liberty -am (docs/servers.md, \"Adding a server kind\")"));
    }
}
