package io.daytrader.it.web;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.RestoreSettings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * /config: anyone may look, changes need the administrator; the database build reports its progress; programs
 * read and change the settings as JSON.
 */
@ExtendWith(RestoreSettings.class)
class ConfigIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final WebClient client = new WebClient();

    @Test
    void changesNeedTheAdministrator() throws Exception {
        Pages.expect(client.get("config"), 200, "DayTrader Configuration");
        for (String action : new String[] {"updateConfig", "resetTrade", "buildDB"}) {
            HttpResponse<String> refused = client.get("config", "action", action);
            assertEquals(401, refused.statusCode(), action);
            assertTrue(refused.headers().firstValue("WWW-Authenticate").orElse("").startsWith("Basic"), action);
        }
        Pages.expect(client.getAsAdmin("config", "action", "updateConfig", "primIterations", "1"), 200,
                "Settings updated");
    }

    @Test
    void programsReadAndChangeTheSettingsAsJson() throws Exception {
        HttpResponse<String> read = client.send(HttpRequest.newBuilder(client.uri("config"))
                .header("Accept", "application/json").GET());
        assertEquals(200, read.statusCode(), read.body());
        assertTrue(read.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        JsonNode settings = JSON.readTree(read.body());
        assertTrue(settings.has("runtimeMode") && settings.has("primIterations")
                && settings.path("offeredRuntimeModes").isArray(), read.body());

        HttpResponse<String> refused = putSettings("{\"primIterations\": 2}", false, "application/json");
        assertEquals(401, refused.statusCode(), refused.body());
        assertTrue(JSON.readTree(refused.body()).path("error").asText().contains("administrator"), refused.body());

        HttpResponse<String> changed = putSettings("{\"primIterations\": 2}", true, "application/json");
        assertEquals(200, changed.statusCode(), changed.body());
        assertEquals(2, JSON.readTree(changed.body()).path("primIterations").asInt(), changed.body());

        for (String bad : new String[] {"{\"primIterations\": \"x\"}", "{\"primIterations\": -1}",
            "{\"iterations\": 3}", "[1]", "not json"}) {
            HttpResponse<String> refusedValue = putSettings(bad, true, "application/json");
            assertEquals(400, refusedValue.statusCode(), bad + ": " + refusedValue.body());
            assertTrue(JSON.readTree(refusedValue.body()).path("error").asText().startsWith("Settings not changed"),
                    refusedValue.body());
        }
        assertEquals(415, putSettings("primIterations=3", true, "text/plain").statusCode());
        assertEquals(2, JSON.readTree(client.send(HttpRequest.newBuilder(client.uri("config"))
                .header("Accept", "application/json").GET()).body()).path("primIterations").asInt(),
                "a refused change changes nothing");

        HttpResponse<String> reset = client.send(HttpRequest.newBuilder(client.uri("config?action=resetTrade"))
                .header("Accept", "application/json").header("Authorization", client.adminCredential())
                .POST(HttpRequest.BodyPublishers.noBody()));
        assertEquals(200, reset.statusCode(), reset.body());
        assertEquals("Reset trade done", JSON.readTree(reset.body()).path("message").asText());
    }

    private HttpResponse<String> putSettings(String body, boolean asAdmin, String type) throws Exception {
        HttpRequest.Builder put = HttpRequest.newBuilder(client.uri("config")).header("Accept", "application/json")
                .header("Content-Type", type).PUT(HttpRequest.BodyPublishers.ofString(body));
        return client.send(asAdmin ? put.header("Authorization", client.adminCredential()) : put);
    }

    @Test
    void theBuildShowsItsProgressUntilDone() throws Exception {
        HttpResponse<String> started = client.getAsAdmin("config", "action", "buildDB", "async", "true");
        assertEquals(202, started.statusCode(), started.body());
        assertNotNull(Jsoup.parse(started.body()).selectFirst("progress#buildProgress"), started.body());
        String status = await("the end of the database build").atMost(Duration.ofSeconds(120))
                .pollInterval(Duration.ofMillis(200)).until(this::buildStatus, s -> !s.contains("\"running\":true"));
        assertTrue(status.contains("\"running\":false") && status.contains("\"percent\":100")
                && status.contains("Database built"), status);
        client.login("uid:5", "xxx");
    }

    private String buildStatus() throws Exception {
        HttpResponse<String> response = client.get("config", "action", "buildStatus");
        assertEquals(200, response.statusCode());
        return response.body();
    }
}
