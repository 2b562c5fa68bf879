package io.daytrader.web.marketsummary;

import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.websocket.CloseReason;
import jakarta.websocket.Endpoint;
import jakarta.websocket.EndpointConfig;
import jakarta.websocket.MessageHandler;
import jakarta.websocket.Session;
import java.io.IOException;
import java.io.StringReader;

/**
 * {@code /marketsummary}: a client sends {@code {"action":"updateMarketSummary"}} or
 * {@code {"action":"updateRecentQuotePriceChange"}} and gets the market summary or the recent price changes as
 * JSON; both are also pushed when they change. Anything else is answered with {@code {"error": ...}}.
 * Registered by {@link MarketSummarySocketSetup}.
 */
public class MarketSummaryEndpoint extends Endpoint {

    /** A request is a small JSON object; a longer message closes the session (1009, too big). */
    static final int MAX_REQUEST_CHARS = 1024;

    private final MarketSummaryPush push;

    public MarketSummaryEndpoint(MarketSummaryPush push) {
        this.push = push;
    }

    @Override
    public void onOpen(Session session, EndpointConfig config) {
        if (!push.open(session)) {
            try {
                session.close(new CloseReason(CloseReason.CloseCodes.TRY_AGAIN_LATER, "Too many sessions"));
            } catch (IOException e) {
                // the client is gone already
            }
            return;
        }
        session.setMaxTextMessageBufferSize(MAX_REQUEST_CHARS);
        session.addMessageHandler(String.class, (MessageHandler.Whole<String>) text -> answer(session, text));
    }

    @Override
    public void onClose(Session session, CloseReason reason) {
        push.close(session);
    }

    @Override
    public void onError(Session session, Throwable failure) {
        push.close(session);
    }

    private void answer(Session session, String text) {
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

    private static String error(String message) {
        return Json.createObjectBuilder().add("error", message).build().toString();
    }
}
