package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** /config: anyone may look, changes need the administrator; the database build reports its progress. */
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
        assertTrue(started.body().contains("<progress id=\"buildProgress\""), started.body());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        String status;
        do {
            Thread.sleep(200);
            HttpResponse<String> response = client.get("config", "action", "buildStatus");
            assertEquals(200, response.statusCode());
            status = response.body();
        } while (status.contains("\"running\":true") && System.nanoTime() < deadline);
        assertTrue(status.contains("\"running\":false") && status.contains("\"percent\":100")
                && status.contains("Database built"), status);
        client.login("uid:5", "xxx");
    }
}
