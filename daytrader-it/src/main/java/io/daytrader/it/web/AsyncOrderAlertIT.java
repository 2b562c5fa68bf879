package io.daytrader.it.web;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.daytrader.it.ConfigPage;
import io.daytrader.it.RestoreSettings;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** An asynchronous order shows as open on its confirmation and is alerted once filled (TradingIT covers every mode). */
@ExtendWith(RestoreSettings.class)
class AsyncOrderAlertIT {

    @Test
    void anAsynchronousBuyIsOpenFirstAndAlertedWhenFilled() throws Exception {
        WebClient client = new WebClient();
        ConfigPage config = ConfigPage.parse(client.get("config").body());
        Assumptions.assumeTrue(config.offered("OrderProcessingMode").contains("Async"),
                "this deployment does not offer the order processing mode Async");
        client.configure("OrderProcessingMode", "Async", "DisplayOrderAlerts", "true");
        TestUsers.register(client, "10000");
        HttpResponse<String> bought = Pages.expect(
                client.get("app", "action", "buy", "symbol", "s:12", "quantity", "3"), 200, "has been submitted");
        int orderID = Pages.orderID(bought.body());
        assertEquals("open", Pages.orderStatus(bought.body()));
        await("the alert of order " + orderID).atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(200))
                .until(() -> client.get("app", "action", "home").body().contains("data-order-id=\"" + orderID + "\""));
        assertEquals(1, client.holdings().size());
    }
}
