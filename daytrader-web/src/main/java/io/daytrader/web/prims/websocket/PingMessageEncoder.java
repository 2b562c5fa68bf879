package io.daytrader.web.prims.websocket;

import jakarta.json.Json;
import jakarta.websocket.Encoder;
import jakarta.websocket.EndpointConfig;

/** Writes a {@link PingMessage} as {"key": "...", "value": "..."}. */
public class PingMessageEncoder implements Encoder.Text<PingMessage> {

    @Override
    public String encode(PingMessage message) {
        return Json.createObjectBuilder().add("key", message.key()).add("value", message.value()).build().toString();
    }

    @Override
    public void init(EndpointConfig config) {
        // no configuration
    }

    @Override
    public void destroy() {
        // nothing held
    }
}
