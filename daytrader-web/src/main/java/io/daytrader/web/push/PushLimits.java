package io.daytrader.web.push;

/**
 * The caps of the WebSocket endpoints, from system properties: {@code dt.ws.maxSessions} connected sessions per
 * endpoint (default 10,000), {@code dt.ws.maxBehind} messages queued for one session before it is dropped as too
 * slow (default 256), {@code dt.ws.maxMessageBytes} the largest message a client may send (default 65,536).
 */
public record PushLimits(int maxSessions, int maxBehind, int maxMessageBytes) {

    public static PushLimits fromSystemProperties() {
        return new PushLimits(Integer.getInteger("dt.ws.maxSessions", 10_000),
                Integer.getInteger("dt.ws.maxBehind", 256),
                Integer.getInteger("dt.ws.maxMessageBytes", 65_536));
    }

    public <R> Broadcaster<R> broadcaster() {
        return new Broadcaster<>(maxSessions, maxBehind);
    }
}
