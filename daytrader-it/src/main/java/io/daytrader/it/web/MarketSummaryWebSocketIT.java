package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.TextMessages;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The /marketsummary WebSocket answers updateMarketSummary with the summary JSON and pushes price changes. */
class MarketSummaryWebSocketIT {

    @Test
    void answersWithTheMarketSummaryAndPushesPriceChanges() throws Exception {
        TextMessages messages = new TextMessages();
        BlockingQueue<String> received = messages.received();
        WebSocket socket = HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(URI.create(WebClient.baseUrl().replaceFirst("^http", "ws") + "/marketsummary"),
                        messages)
                .get(20, TimeUnit.SECONDS);
        try {
            socket.sendText("{\"action\":\"updateMarketSummary\"}", true).get(10, TimeUnit.SECONDS);
            String summary = next(received, "gainers");
            for (String key : new String[] {"\"tsia\":", "\"openTsia\":", "\"volume\":", "\"date\":", "\"gainers\":[",
                "\"losers\":[", "\"gainer1_stock\":", "\"gainer1_price\":\"$", "\"loser1_change\":"}) {
                assertTrue(summary.contains(key), "the summary has " + key + ": " + summary);
            }

            WebClient trader = new WebClient();
            trader.login("uid:4", "xxx");
            Pages.expect(trader.get("app", "action", "buy", "symbol", "s:9", "quantity", "1"), 200, "has been submitted");
            String pushed = next(received, "change1_stock");
            assertTrue(pushed.contains("\"changes\":["), pushed);

            socket.sendText("{\"action\":\"nonsense\"}", true).get(10, TimeUnit.SECONDS);
            assertNotNull(next(received, "\"error\""));
        } finally {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(10, TimeUnit.SECONDS);
        }
    }

    /** The next message containing the text within 20 s; others are skipped. */
    private static String next(BlockingQueue<String> received, String text) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            String message = received.poll(500, TimeUnit.MILLISECONDS);
            if (message != null && message.contains(text)) {
                return message;
            }
        }
        throw new AssertionError("no WebSocket message with " + text + " within 20 s");
    }
}
