package io.daytrader.web.marketsummary;

import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.websocket.CloseReason;
import jakarta.websocket.OnClose;
import jakarta.websocket.OnError;
import jakarta.websocket.OnMessage;
import jakarta.websocket.OnOpen;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;
import java.io.StringReader;

/**
 * {@code /marketsummary}: a client sends {@code {"action":"updateMarketSummary"}} or
 * {@code {"action":"updateRecentQuotePriceChange"}} and gets the market summary or the recent price changes as
 * JSON; both are also pushed when they change. Anything else is answered with {@code {"error": ...}}.
 */
@ServerEndpoint("/marketsummary")
public class MarketSummaryEndpoint {

    @Inject
    private MarketSummaryPush push;

    @OnOpen
    public void open(Session session) {
        push.open(session);
    }

    @OnMessage
    public void message(Session session, String text) {
        String action;
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            JsonObject request = reader.readObject();
            action = request.getString("action", "");
        } catch (JsonException | IllegalStateException | ClassCastException e) {
            push.send(session, error("Expected {\"action\":\"updateMarketSummary\"}"));
            return;
        }
        switch (action) {
            case "updateMarketSummary":
                push.send(session, push.summary());
                break;
            case "updateRecentQuotePriceChange":
                push.send(session, push.recentChanges());
                break;
            default:
                push.send(session, error("Unknown action: " + action));
        }
    }

    @OnClose
    public void close(Session session, CloseReason reason) {
        push.close(session);
    }

    @OnError
    public void error(Session session, Throwable failure) {
        push.close(session);
    }

    private static String error(String message) {
        return Json.createObjectBuilder().add("error", message).build().toString();
    }
}
