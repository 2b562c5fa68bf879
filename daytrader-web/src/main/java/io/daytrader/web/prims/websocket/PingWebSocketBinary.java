package io.daytrader.web.prims.websocket;

import jakarta.websocket.OnMessage;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;
import java.io.IOException;
import java.nio.ByteBuffer;

/** Echoes each binary message byte for byte. */
@ServerEndpoint("/pingBinary")
public class PingWebSocketBinary {

    @OnMessage
    public void onMessage(ByteBuffer data, Session session) throws IOException {
        session.getBasicRemote().sendBinary(data);
    }
}
