package io.daytrader.web.prims.websocket;

/** The {key, value} message of the JSON websocket primitive. */
public final class PingMessage {

    private final String key;
    private final String value;

    public PingMessage(String key, String value) {
        this.key = key;
        this.value = value;
    }

    public String key() {
        return key;
    }

    public String value() {
        return value;
    }
}
