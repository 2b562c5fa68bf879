package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.web.WebClient.HoldingRow;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** /app trades through the runtime mode and the order-processing mode set on /config. */
class TradingModesIT {

    private final WebClient admin = new WebClient();

    @Test
    void buyAndSellInEveryRuntimeMode() throws Exception {
        try {
            for (String mode : new String[] {"0", "1", "2"}) {
                Pages.expect(admin.getAsAdmin("config", "action", "updateConfig", "RunTimeMode", mode), 200, "updated");
                WebClient client = new WebClient();
                TestUsers.register(client, "10000");
                Pages.expect(client.get("app", "action", "buy", "symbol", "s:11", "quantity", "2"), 200,
                        "has been submitted");
                List<HoldingRow> holdings = client.holdings();
                assertEquals(1, holdings.size(), "runtime mode " + mode);
                Pages.expect(client.get("app", "action", "sell", "holdingID",
                        String.valueOf(holdings.get(0).holdingID())), 200, "has been submitted");
                assertTrue(client.holdings().isEmpty(), "runtime mode " + mode);
            }
        } finally {
            Pages.expect(admin.getAsAdmin("config", "action", "updateConfig", "RunTimeMode", "0"), 200, "updated");
        }
    }

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
