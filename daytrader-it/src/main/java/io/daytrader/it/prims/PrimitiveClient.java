package io.daytrader.it.prims;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.daytrader.it.ItServer;
import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** HTTP calls of the primitives relative to the context root, keeping cookies like a browser. */
final class PrimitiveClient {

    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private final String baseUrl;
    private final HttpClient client;

    PrimitiveClient(String baseUrl) {
        this(baseUrl, ItServer.http().cookieHandler(new CookieManager()));
    }

    private PrimitiveClient(String baseUrl, HttpClient.Builder builder) {
        this.baseUrl = baseUrl;
        this.client = builder.connectTimeout(TIMEOUT).build();
    }

    /** A client that keeps no cookies: every request it sends starts a new session where the server makes one. */
    static PrimitiveClient cookieless(String baseUrl) {
        return new PrimitiveClient(baseUrl, ItServer.http());
    }

    /** A client with its own cookies (a new browser). */
    PrimitiveClient fresh() {
        return new PrimitiveClient(baseUrl);
    }

    HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send(request(path).GET().build());
    }

    HttpResponse<String> post(String path, String contentType, String body) throws IOException, InterruptedException {
        return send(request(path).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build());
    }

    HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(TIMEOUT);
    }

    /** The body of a GET that must answer 200. */
    String ok(String path) throws IOException, InterruptedException {
        return ok(get(path), "GET " + path);
    }

    /** The body of a POST that must answer 200. */
    String okPost(String path, String contentType, String body) throws IOException, InterruptedException {
        return ok(post(path, contentType, body), "POST " + path);
    }

    static String ok(HttpResponse<String> response, String what) {
        assertEquals(200, response.statusCode(), what + " answered " + response.statusCode() + ": " + response.body());
        return response.body();
    }

    String baseUrl() {
        return baseUrl;
    }
}
