package io.daytrader.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The server runs requests on the kind of thread its connector was started with ({@link ItServer#requestThreads()}),
 * as the request itself sees it: PingSleep answers with {@code Thread.isVirtual()} of the thread that served it. Not
 * trusted from the configuration: a setting the server ignored would fail here.
 */
class RequestThreadsIT {

    private static final int CONCURRENT = 50;

    @Test
    void everyRequestRunsOnTheKindOfThreadTheConnectorWasGiven() {
        HttpClient client = ItServer.http().build();
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        // Requests that overlap: a pool could otherwise hand every one of them to the same thread.
        for (int i = 0; i < CONCURRENT; i++) {
            answers.add(client.sendAsync(HttpRequest.newBuilder(URI.create(ItServer.baseUrl()
                    + "/servlet/PingSleep?ms=200")).build(), HttpResponse.BodyHandlers.ofString()));
        }
        for (CompletableFuture<HttpResponse<String>> answer : answers) {
            HttpResponse<String> response = answer.join();
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(response.body()).contains("on a " + ItServer.requestThreads() + " thread");
        }
    }
}
