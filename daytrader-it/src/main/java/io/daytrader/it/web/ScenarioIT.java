package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** /scenario plays one action of a logged-in user per request, doing the same work as /app. */
class ScenarioIT {

    private final WebClient client = new WebClient();

    @Test
    void helloDoesNothing() throws Exception {
        Pages.expect(client.get("scenario", "action", "n"), 200, "Hello");
    }

    @Test
    void theFirstRequestLogsAUserInAndLaterOnesPlayTheMix() throws Exception {
        HttpResponse<String> first = Pages.expect(client.get("scenario"), 200, "Welcome to DayTrader");
        String userID = Pages.text(first.body(), "strong#user");
        assertTrue(userID.startsWith("uid:"), userID);
        for (int i = 0; i < 60; i++) {
            HttpResponse<String> response = client.get("scenario");
            assertEquals(200, response.statusCode(), () -> Pages.excerpt(response.body()));
            Pages.assertNoStackTrace(response);
        }
    }

    @Test
    void buysChangeTheData() throws Exception {
        client.get("scenario");
        int before = orderCount();
        for (int i = 0; i < 3; i++) {
            Pages.expect(client.get("scenario", "action", "b"), 200, "has been submitted");
        }
        assertTrue(orderCount() >= before + 3, "three buys (or repaid sells) add three orders");
        Pages.expect(client.get("scenario", "action", "z"), 400, "Unknown scenario action");
    }

    private int orderCount() throws Exception {
        HttpResponse<String> account = Pages.expect(client.get("scenario", "action", "a"), 200, "Total Orders:");
        return Integer.parseInt(Pages.text(account.body(), "#orderCount"));
    }
}
