package io.daytrader.launch;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;

/** Plain HTTP/1.1 requests to the application (no h2c upgrade: some servers answer it badly). */
public final class Http {

    public static final String JSON = "application/json";

    /** Status, content type (empty when none) and body of a response. */
    public record Response(int status, String contentType, String body) {

        public boolean json() {
            return contentType.startsWith(JSON);
        }
    }

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private Http() {
    }

    public static Response get(String url, Duration timeout) throws IOException {
        return send(HttpRequest.newBuilder(URI.create(url)).timeout(timeout).GET().build());
    }

    /** A GET that asks for JSON. */
    public static Response getJson(String url, Duration timeout) throws IOException {
        return send(HttpRequest.newBuilder(URI.create(url)).timeout(timeout).header("Accept", JSON).GET().build());
    }

    /**
     * {@code method} with the user's HTTP Basic credential, asking for JSON; {@code json} is the body (null: none).
     */
    public static Response sendAsUser(String method, String url, String json, String user, String password,
                                      Duration timeout) throws IOException {
        String credentials = Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(timeout)
                .header("Authorization", "Basic " + credentials).header("Accept", JSON);
        if (json != null) {
            request.header("Content-Type", JSON);
        }
        return send(request.method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(json)).build());
    }

    private static Response send(HttpRequest request) throws IOException {
        try {
            HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            return new Response(response.statusCode(),
                    response.headers().firstValue("Content-Type").orElse("").toLowerCase(java.util.Locale.ROOT),
                    response.body());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
