package io.daytrader.web.prims.websocket;

import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.websocket.DecodeException;
import jakarta.websocket.Decoder;
import jakarta.websocket.EndpointConfig;
import java.io.StringReader;

/** Reads a {@link PingMessage} from {"key": "...", "value": "..."}. */
public class PingMessageDecoder implements Decoder.Text<PingMessage> {

    @Override
    public PingMessage decode(String text) throws DecodeException {
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            JsonObject json = reader.readObject();
            return new PingMessage(json.getString("key", ""), json.getString("value", ""));
        } catch (JsonException | ClassCastException e) {
            throw new DecodeException(text, "not a {key, value} JSON object", e);
        }
    }

    @Override
    public boolean willDecode(String text) {
        return text != null && text.strip().startsWith("{");
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
