package io.daytrader.web.prims.web;

import io.daytrader.web.prims.MemoryBudget;
import jakarta.servlet.http.HttpSessionBindingEvent;
import jakarta.servlet.http.HttpSessionBindingListener;
import java.io.Serializable;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The session object of {@link PingSession3}: a byte array of a chosen size and the number of its updates. Its
 * bytes are reserved in a {@link MemoryBudget} before it is made and given back when the session drops it
 * (replaced, removed, or the session expires or is invalidated).
 */
final class SessionData implements Serializable, HttpSessionBindingListener {

    private static final long serialVersionUID = 1L;

    private final byte[] bytes;
    private final long updates;
    private final transient MemoryBudget budget;

    /** @param budget where {@code size} bytes have been reserved for this object */
    SessionData(int size, MemoryBudget budget) {
        this(randomBytes(size), 0, budget);
    }

    private SessionData(byte[] bytes, long updates, MemoryBudget budget) {
        this.bytes = bytes;
        this.updates = updates;
        this.budget = budget;
    }

    /** A copy with one more update and one byte changed; its bytes must have been reserved in {@code budget}. */
    SessionData touched(MemoryBudget budget) {
        byte[] copy = bytes.clone();
        int index = (int) (updates % copy.length);
        copy[index]++;
        return new SessionData(copy, updates + 1, budget);
    }

    @Override
    public void valueUnbound(HttpSessionBindingEvent event) {
        if (budget != null) {
            budget.release(bytes.length);
        }
    }

    int size() {
        return bytes.length;
    }

    long updates() {
        return updates;
    }

    long checksum() {
        long sum = 0;
        for (byte b : bytes) {
            sum = 31 * sum + b;
        }
        return sum;
    }

    private static byte[] randomBytes(int size) {
        byte[] bytes = new byte[size];
        ThreadLocalRandom.current().nextBytes(bytes);
        return bytes;
    }
}
