package io.daytrader.web.chat;

import io.daytrader.web.push.Broadcaster;
import io.daytrader.web.push.Broadcaster.Member;
import io.daytrader.web.push.SessionMembers;
import io.daytrader.web.push.SessionPeer;
import jakarta.websocket.CloseReason;
import jakarta.websocket.Endpoint;
import jakarta.websocket.EndpointConfig;
import jakarta.websocket.MessageHandler;
import jakarta.websocket.Session;
import java.util.regex.Pattern;

/**
 * {@code /chat/{room}}: every text message a member sends is relayed, unchanged, to every other member of the same
 * room. A room name is 1-64 letters, digits, '.', '_' or '-'; a session with another name is closed (1008). Messages
 * longer than the cap close the sender's session (the container's "too big"); a session that cannot keep up is
 * closed by the {@link Broadcaster}. Registered by {@link ChatSocketSetup}.
 */
public class ChatEndpoint extends Endpoint {

    private static final Pattern ROOM = Pattern.compile("[A-Za-z0-9._-]{1,64}");

    private final Broadcaster<String> rooms;
    private final int maxMessageChars;

    public ChatEndpoint(Broadcaster<String> rooms, int maxMessageChars) {
        this.rooms = rooms;
        this.maxMessageChars = maxMessageChars;
    }

    @Override
    public void onOpen(Session session, EndpointConfig config) {
        String room = session.getPathParameters().get("room");
        if (room == null || !ROOM.matcher(room).matches()) {
            SessionPeer.close(session, CloseReason.CloseCodes.VIOLATED_POLICY, "room name must be 1-64 of A-Z a-z 0-9 . _ -");
            return;
        }
        session.setMaxTextMessageBufferSize(maxMessageChars);
        rooms.join(room, new SessionPeer(session)).ifPresent(member -> {
            SessionMembers.attach(session, member);
            session.addMessageHandler(String.class, (MessageHandler.Whole<String>) text -> relay(session, member, text));
        });
    }

    /** Containers differ in how they enforce the buffer size, so the cap is checked here too. */
    private void relay(Session session, Member<String> member, String text) {
        if (text.length() > maxMessageChars) {
            SessionPeer.close(session, CloseReason.CloseCodes.TOO_BIG, "message longer than " + maxMessageChars);
            return;
        }
        rooms.broadcast(member.room(), text, member);
    }

    @Override
    public void onClose(Session session, CloseReason reason) {
        leave(session);
    }

    @Override
    public void onError(Session session, Throwable failure) {
        leave(session);
        SessionPeer.close(session, CloseReason.CloseCodes.UNEXPECTED_CONDITION,
                "error: " + failure.getClass().getSimpleName());
    }

    private void leave(Session session) {
        SessionMembers.<String>of(session).ifPresent(rooms::leave);
    }
}
