package io.daytrader.it.web;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

/** Fresh users for a test: registered through /app (and so logged in), removed by reset trade like any ru: user. */
final class TestUsers {

    static final String PASSWORD = "secret";
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private TestUsers() {
    }

    /** Registers a new user with the opening balance and leaves the client logged in as that user. */
    static String register(WebClient client, String openingBalance) throws IOException, InterruptedException {
        String userID = "ru:it-" + System.currentTimeMillis() + "-" + COUNTER.incrementAndGet();
        Pages.expect(client.post("app", "action", "register", "user id", userID, "passwd", PASSWORD,
                "confirm passwd", PASSWORD, "Full Name", "Test User", "snail mail", "1 Test St.",
                "email", "test@example.com", "Credit Card Number", "123-fake-ccnum-456", "money", openingBalance),
                200, "Registration operation succeeded");
        return userID;
    }
}
