package io.daytrader.web.marketsummary;

import io.daytrader.web.push.Broadcaster.Member;
import io.daytrader.web.push.SessionMembers;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.websocket.CloseReason;
import jakarta.websocket.Endpoint;
import jakarta.websocket.EndpointConfig;
import jakarta.websocket.MessageHandler;
import jakarta.websocket.Session;
import java.io.StringReader;

/**
 * {@code /marketsummary}: a client sends {@code {"action":"updateMarketSummary"}} or
 * {@code {"action":"updateRecentQuotePriceChange"}} and gets the market summary or the recent price changes as
 * JSON; both are also pushed when they change. Anything else is answered with {@code {"error": ...}}.
 * Registered by {@link MarketSummarySocketSetup}.
 */
public class MarketSummaryEndpoint extends Endpoint {

    /** Requests are a few dozen characters. */
    private static final int MAX_REQUEST_CHARS = 1024;

    private final MarketSummaryPush push;

    public MarketSummaryEndpoint(MarketSummaryPush push) {
        this.push = push;
    }

    @Override
    public void onOpen(Session session, EndpointConfig config) {
        session.setMaxTextMessageBufferSize(MAX_REQUEST_CHARS);
        push.open(session).ifPresent(member -> {
            SessionMembers.attach(session, member);
            session.addMessageHandler(String.class, (MessageHandler.Whole<String>) text -> answer(member, text));
        });
    }

    @Override
    public void onClose(Session session, CloseReason reason) {
        SessionMembers.<String>of(session).ifPresent(push::close);
    }

    @Override
    public void onError(Session session, Throwable failure) {
        SessionMembers.<String>of(session).ifPresent(push::close);
    }

    private void answer(Member<String> session, String text) {
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
