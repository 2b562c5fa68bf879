package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** An asynchronous order shows as open on its confirmation and is alerted once filled (TradingIT covers every mode). */
class AsyncOrderAlertIT {

    private final WebClient admin = new WebClient();

    @Test
    void anAsynchronousBuyIsOpenFirstAndAlertedWhenFilled() throws Exception {
        try {
            Pages.expect(admin.getAsAdmin("config", "action", "updateConfig", "OrderProcessingMode", "1"), 200,
                    "updated");
            WebClient client = new WebClient();
            TestUsers.register(client, "10000");
            HttpResponse<String> bought = Pages.expect(
                    client.get("app", "action", "buy", "symbol", "s:12", "quantity", "3"), 200, "has been submitted");
            int orderID = Pages.orderID(bought.body());
            assertEquals("open", Pages.orderStatus(bought.body()));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            boolean alerted = false;
            while (!alerted && System.nanoTime() < deadline) {
                Thread.sleep(200);
                alerted = client.get("app", "action", "home").body().contains("data-order-id=\"" + orderID + "\"");
            }
            assertTrue(alerted, "the filled order is alerted");
            assertEquals(1, client.holdings().size());
        } finally {
            Pages.expect(admin.getAsAdmin("config", "action", "updateConfig", "OrderProcessingMode", "0"), 200,
                    "updated");
        }
    }
}
