package io.daytrader.web.push;

import jakarta.websocket.CloseReason;
import jakarta.websocket.Session;
import java.io.IOException;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/** A {@link Peer} that is a container's WebSocket session, sent to through its asynchronous remote. */
public final class SessionPeer implements Peer {

    private static final Logger LOG = Logger.getLogger(SessionPeer.class.getName());
    /** The longest one send may take before it fails and the session is dropped. */
    private static final long SEND_TIMEOUT_MS = Long.getLong("dt.ws.sendTimeoutMs", 10_000);

    private final Session session;

    public SessionPeer(Session session) {
        this.session = session;
        session.getAsyncRemote().setSendTimeout(SEND_TIMEOUT_MS);
    }

    @Override
    public void send(String text, Consumer<Throwable> done) {
        session.getAsyncRemote().sendText(text, result -> done.accept(result.isOK() ? null : result.getException()));
    }

    /** Closes with 1013 "try again later": the server is full or the client too slow. */
    @Override
    public void close(String reason) {
        close(session, CloseReason.CloseCodes.TRY_AGAIN_LATER, reason);
    }

    /** Closes the session, if open, with the code and reason. */
    public static void close(Session session, CloseReason.CloseCode code, String reason) {
        if (!session.isOpen()) {
            return;
        }
        try {
            session.close(new CloseReason(code, reason));
        } catch (IOException e) {
            LOG.log(Level.FINE, "Closing a WebSocket session failed", e);
        }
    }
}
