package io.daytrader.it.prims;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.daytrader.it.ItServer;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * PingReentryServlet under concurrency: 32 clients at depth 4 need 160 requests in flight at once, more than a
 * server's request pool holds on a small machine. Each must still answer, promptly.
 */
class ReentryUnderLoadIT {

    private static final int CLIENTS = 32;
    private static final String PATH = "/servlet/PingReentryServlet?numReentries=4&sleep=20";

    @Test
    void concurrentReentrantCallsAllAnswer() throws Exception {
        PrimitiveClient client = new PrimitiveClient(ItServer.baseUrl());
        client.ok(PATH);
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        List<CompletableFuture<HttpResponse<String>>> calls = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            calls.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return client.fresh().get(PATH);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, clients));
        }
        try {
            for (CompletableFuture<HttpResponse<String>> call : calls) {
                HttpResponse<String> answer = call.get(20, TimeUnit.SECONDS);
                assertEquals(200, answer.statusCode(), answer.body());
                assertEquals("0,1,2,3,4", answer.body().strip());
            }
        } finally {
            clients.shutdownNow();
        }
    }
}
