package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.RestoreSettings;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * 1,000 scenario requests from 8 clients at once (each with its own cookies): no errors, and afterwards money
 * is neither created nor lost. For every populated user, the balance equals the opening balance minus filled
 * buys (price x quantity + fee) plus filled sells (price x quantity - fee), as the contract suite states it.
 */
@ExtendWith(RestoreSettings.class)
class ScenarioLoadIT {

    private static final int CLIENTS = 8;
    private static final int REQUESTS = 1000;
    private static final int USERS = 500;

    /** Orders complete before the page that placed them answers, and the account page lists them all. */
    @BeforeAll
    static void synchronousOrdersAndEveryOrderListed() throws Exception {
        new WebClient().configure("OrderProcessingMode", "Sync", "EnableLongRun", "false");
    }

    @Test
    void thousandRequestsFromEightClientsWithoutErrorsAndMoneyKept() throws Exception {
        AtomicInteger next = new AtomicInteger();
        List<String> errors = Collections.synchronizedList(new ArrayList<>());
        long started = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<?>> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                clients.add(pool.submit(() -> {
                    WebClient client = new WebClient();
                    while (next.getAndIncrement() < REQUESTS) {
                        HttpResponse<String> response = client.get("scenario");
                        if (response.statusCode() != 200 || response.body().contains("Exception")) {
                            errors.add(response.statusCode() + " " + Pages.excerpt(response.body()));
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> client : clients) {
                client.get();
            }
        } finally {
            pool.shutdown();
        }
        System.out.printf("ScenarioLoadIT: %d scenario requests from %d clients in %.1f s%n", REQUESTS, CLIENTS,
                (System.nanoTime() - started) / 1e9);
        assertTrue(errors.isEmpty(), errors.size() + " errors, the first: " + (errors.isEmpty() ? "" : errors.get(0)));
        assertMoneyKept();
    }

    /** Reads every populated user's account page with all orders. */
    private static void assertMoneyKept() throws Exception {
        List<String> violations = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> checks = new ArrayList<>();
            for (int u = 0; u < USERS; u++) {
                String userID = "uid:" + u;
                checks.add(pool.submit(() -> {
                    String violation = violation(userID);
                    if (violation != null) {
                        violations.add(violation);
                    }
                    return null;
                }));
            }
            for (Future<?> check : checks) {
                check.get();
            }
        } finally {
            pool.shutdown();
        }
        assertEquals(List.of(), violations, "accounts whose balance does not match their orders");
    }

    private static String violation(String userID) throws Exception {
        WebClient client = new WebClient();
        client.login(userID, "xxx");
        String violation = AccountAudit.violation(client, userID);
        client.get("app", "action", "logout");
        return violation;
    }
}
