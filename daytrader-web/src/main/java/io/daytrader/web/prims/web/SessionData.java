package io.daytrader.web.prims.web;

import java.io.Serializable;
import java.util.concurrent.ThreadLocalRandom;

/** The session object of {@link PingSession3}: a byte array of a chosen size and the number of its updates. */
final class SessionData implements Serializable {

    private static final long serialVersionUID = 1L;

    private final byte[] bytes;
    private final long updates;

    SessionData(int size) {
        this(randomBytes(size), 0);
    }

    private SessionData(byte[] bytes, long updates) {
        this.bytes = bytes;
        this.updates = updates;
    }

    /** A copy with one more update and one byte changed. */
    SessionData touched() {
        byte[] copy = bytes.clone();
        int index = (int) (updates % copy.length);
        copy[index]++;
        return new SessionData(copy, updates + 1);
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
