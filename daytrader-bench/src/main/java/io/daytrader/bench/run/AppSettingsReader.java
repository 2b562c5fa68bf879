package io.daytrader.bench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.daytrader.bench.results.AppSettings;
import io.daytrader.launch.Http;

import java.io.IOException;
import java.time.Duration;

/**
 * The application's settings as it states them ({@code GET /config} as JSON, readable by anyone): the selected
 * runtime and order processing modes (by the names the config page shows) and the primitive iterations. Null
 * fields when the application does not say.
 */
final class AppSettingsReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private AppSettingsReader() {
    }

    static AppSettings read(String baseUrl, String jpa, String database) {
        try {
            Http.Response response = Http.getJson(baseUrl + "/config", Duration.ofSeconds(30));
            return parse(response.status() == 200 && response.json() ? response.body() : "{}", jpa, database);
        } catch (IOException e) {
            return parse("{}", jpa, database);
        }
    }

    static AppSettings parse(String json, String jpa, String database) {
        JsonNode settings;
        try {
            settings = JSON.readTree(json);
        } catch (IOException e) {
            settings = JSON.createObjectNode();
        }
        return new AppSettings(text(settings, "runtimeModeName"), text(settings, "orderProcessingModeName"),
                settings.hasNonNull("primIterations") ? settings.get("primIterations").asInt() : null, jpa, database);
    }

    private static String text(JsonNode settings, String name) {
        return settings.hasNonNull(name) ? settings.get(name).asText() : null;
    }
}
