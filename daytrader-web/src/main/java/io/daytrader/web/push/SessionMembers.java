package io.daytrader.web.push;

import io.daytrader.web.push.Broadcaster.Member;
import jakarta.websocket.Session;
import java.util.Optional;

/** Keeps a session's {@link Member} handle in the session's user properties, for the endpoint's callbacks. */
public final class SessionMembers {

    private static final String KEY = Member.class.getName();

    private SessionMembers() {
    }

    public static <R> void attach(Session session, Member<R> member) {
        session.getUserProperties().put(KEY, member);
    }

    /** Empty when the session was refused or never joined. */
    @SuppressWarnings("unchecked")
    public static <R> Optional<Member<R>> of(Session session) {
        return Optional.ofNullable((Member<R>) session.getUserProperties().get(KEY));
    }
}
