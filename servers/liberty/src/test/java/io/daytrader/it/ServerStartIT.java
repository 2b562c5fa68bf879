package io.daytrader.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server that the build started (pre-integration-test) serves the EAR at /daytrader, and the
 * application started without errors.
 */
class ServerStartIT {

    /** A messages.log line at level E (error): "[date] thread-id logger   E MESSAGE". */
    private static final Pattern ERROR_LINE = Pattern.compile("^\\[[^\\]]+\\]\\s+\\S+\\s+\\S+\\s+E\\s.*");

    private static final Duration APP_START_TIMEOUT = Duration.ofSeconds(120);

    private static String baseUrl;
    private static Path messagesLog;

    @BeforeAll
    static void locateServer() throws Exception {
        baseUrl = requiredProperty("daytrader.it.baseUrl");
        messagesLog = Path.of(requiredProperty("daytrader.it.messagesLog"));
        awaitApplicationStarted();
    }

    @Test
    void welcomePageIsServed() throws Exception {
        HttpResponse<String> response = get(baseUrl + "/");
        assertEquals(200, response.statusCode(), "GET " + baseUrl + "/ answered " + response.statusCode());
        assertTrue(response.body().contains("DayTrader"), "the welcome page names DayTrader: " + response.body());
    }

    @Test
    void messagesLogHasNoErrors() throws IOException {
        List<String> errors = Files.readAllLines(messagesLog, StandardCharsets.UTF_8).stream()
                .filter(line -> ERROR_LINE.matcher(line).matches() || line.contains("CWWKZ0002E"))
                .collect(Collectors.toList());
        assertTrue(errors.isEmpty(), "errors in " + messagesLog + ":\n" + String.join("\n", errors));
    }

    /**
     * The start goal returns when the server is ready; the application normally is by then, but wait
     * for its started (CWWKZ0001I) or failed (CWWKZ0002E) message to be sure.
     */
    private static void awaitApplicationStarted() throws Exception {
        long deadline = System.nanoTime() + APP_START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (Files.exists(messagesLog)) {
                String log = Files.readString(messagesLog, StandardCharsets.UTF_8);
                if (log.contains("CWWKZ0001I") && log.contains(" daytrader ")) {
                    return;
                }
                if (log.contains("CWWKZ0002E")) {
                    fail("the application failed to start; see " + messagesLog + ":\n" + errorExcerpt(log));
                }
            }
            Thread.sleep(500);
        }
        fail("the application daytrader did not start within " + APP_START_TIMEOUT.toSeconds() + " s; see "
                + messagesLog);
    }

    private static String errorExcerpt(String log) {
        return log.lines()
                .filter(line -> ERROR_LINE.matcher(line).matches() || line.contains("CWWKZ0002E"))
                .collect(Collectors.joining("\n"));
    }

    private static HttpResponse<String> get(String url) throws IOException, InterruptedException {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).GET().build();
        return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    private static String requiredProperty(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank() || value.contains("${")) {
            throw new IllegalStateException("system property " + name + " is not set (got " + value
                    + "); run the integration tests through Maven: ./mvnw -pl servers/liberty verify");
        }
        return value;
    }
}
