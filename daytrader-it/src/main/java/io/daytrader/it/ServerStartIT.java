package io.daytrader.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

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
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The server the build started serves the application at its base URL, and its log shows no error. */
class ServerStartIT {

    private static final Duration APP_START_TIMEOUT = Duration.ofSeconds(180);

    private static final HttpClient CLIENT = ItServer.http().build();

    @BeforeAll
    static void awaitApplication() {
        await("the welcome page at " + ItServer.baseUrl()).atMost(APP_START_TIMEOUT).pollInterval(Duration.ofMillis(500))
                .ignoreExceptionsInstanceOf(IOException.class)
                .until(() -> get(ItServer.baseUrl() + "/").statusCode() == 200);
    }

    @Test
    void welcomePageIsServed() throws Exception {
        HttpResponse<String> response = get(ItServer.baseUrl() + "/");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).as("the welcome page").contains("DayTrader");
    }

    @Test
    void serverLogHasNoErrors() throws IOException {
        Assumptions.assumeTrue(ItServer.serverLog().isPresent(),
                "the server module names no server log (daytrader.it.serverLog)");
        Path log = ItServer.serverLog().get();
        Pattern error = ItServer.serverLogErrors();
        List<String> errors = Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                .filter(line -> error.matcher(line).find()).toList();
        assertThat(errors).as("error lines in " + log).isEmpty();
    }

    private static HttpResponse<String> get(String url) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).GET().build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
