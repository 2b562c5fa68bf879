package io.daytrader.web.runtime;

import javax.naming.InitialContext;
import javax.naming.NamingException;

/** Looks up what the container may or may not offer: null, not an exception, when it is not there. */
public final class Jndi {

    private Jndi() {
    }

    /** What is bound at {@code name}, or null when nothing is (or it is not a {@code type}). */
    public static <T> T optional(String name, Class<T> type) {
        try {
            Object found = new InitialContext().lookup(name);
            return type.isInstance(found) ? type.cast(found) : null;
        } catch (NamingException | RuntimeException e) {
            return null;
        }
    }
}
