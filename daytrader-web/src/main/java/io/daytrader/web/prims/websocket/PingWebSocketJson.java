package io.daytrader.web.prims.websocket;

import jakarta.websocket.OnMessage;
import jakarta.websocket.server.ServerEndpoint;
import java.util.concurrent.atomic.AtomicLong;

/** Decodes a {key, value} JSON message and answers it, encoded, with the endpoint's message count. */
@ServerEndpoint(value = "/pingWebSocketJson", decoders = PingMessageDecoder.class, encoders = PingMessageEncoder.class)
public class PingWebSocketJson {

    private static final AtomicLong HITS = new AtomicLong();

    @OnMessage
    public PingMessage onMessage(PingMessage message) {
        return new PingMessage(message.key(), message.value() + " (hit " + HITS.incrementAndGet() + ")");
    }
}
