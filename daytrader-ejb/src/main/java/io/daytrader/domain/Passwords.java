package io.daytrader.domain;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/** Password checks shared by the login and the profile update. */
public final class Passwords {

    private Passwords() {
    }

    /** Compares in a time that does not tell how much of a guess was right; a null on either side is no match. */
    public static boolean same(String given, String stored) {
        return given != null && stored != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8),
                stored.getBytes(StandardCharsets.UTF_8));
    }
}
