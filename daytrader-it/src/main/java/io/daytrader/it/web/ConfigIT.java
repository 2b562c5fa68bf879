package io.daytrader.it.web;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.RestoreSettings;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** /config: anyone may look, changes need the administrator; the database build reports its progress. */
@ExtendWith(RestoreSettings.class)
class ConfigIT {

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
