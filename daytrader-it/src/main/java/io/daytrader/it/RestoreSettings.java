package io.daytrader.it;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * For a test class that changes the application's settings (modes, iterations, flags): notes them before the
 * class and puts them back after it, so the classes pass in any order and any subset.
 */
public final class RestoreSettings implements BeforeAllCallback, AfterAllCallback {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(RestoreSettings.class);
    private static final HttpClient CLIENT = ItServer.http().build();

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        context.getStore(NAMESPACE).put("settings", ConfigPage.parse(send("config")).settings());
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        @SuppressWarnings("unchecked")
        Map<String, String> settings = context.getStore(NAMESPACE).get("settings", Map.class);
        String query = settings.entrySet().stream()
                .map(e -> encode(e.getKey()) + "=" + encode(e.getValue())).collect(Collectors.joining("&"));
        String page = send("config?action=updateConfig&" + query);
        if (!page.contains("Settings updated")) {
            throw new AssertionError("could not restore the settings " + settings + ":\n" + page);
        }
    }

    private static String send(String path) throws Exception {
        String credential = Base64.getEncoder().encodeToString(
                (ItServer.adminUser() + ":" + ItServer.adminPassword()).getBytes(StandardCharsets.UTF_8));
        HttpRequest request = HttpRequest.newBuilder(URI.create(ItServer.baseUrl() + "/" + path))
                .header("Authorization", "Basic " + credential).timeout(Duration.ofSeconds(60)).GET().build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8)).body();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
