package io.daytrader.bench.target;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

/** Plain HTTP/1.1 GETs to the application (no h2c upgrade: some servers answer it badly). */
public final class Http {

    /** Status and body of a response. */
    public record Response(int status, String body) {
    }

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private Http() {
    }

    public static Response get(String url, Duration timeout) throws IOException {
        return send(HttpRequest.newBuilder(URI.create(url)).timeout(timeout).GET().build());
    }

    public static Response getAsAdmin(String url, String user, String password, Duration timeout) throws IOException {
        String credentials = Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
        return send(HttpRequest.newBuilder(URI.create(url)).timeout(timeout)
                .header("Authorization", "Basic " + credentials).GET().build());
    }

    private static Response send(HttpRequest request) throws IOException {
        try {
            HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            return new Response(response.statusCode(), response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
