package io.daytrader.bench.reliability;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One user of the trading pages, with its own session: logs in and buys, as a browser would. */
final class Trader {

    private static final Pattern ORDER_ID = Pattern.compile("<span id=\"orderID\">(\\d+)</span>");
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final String baseUrl;
    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .cookieHandler(new CookieManager()).connectTimeout(TIMEOUT).build();

    Trader(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** True when the home page came back. */
    boolean login(String userID, String password) throws IOException, InterruptedException {
        HttpResponse<String> home = post("action", "login", "uid", userID, "passwd", password);
        return home.statusCode() == 200 && home.body().contains("Welcome to DayTrader");
    }

    /** The order's id when the server acknowledged the buy with its order page; empty otherwise. */
    OptionalInt buy(String symbol, int quantity) throws IOException, InterruptedException {
        HttpResponse<String> page = post("action", "buy", "symbol", symbol, "quantity", Integer.toString(quantity));
        Matcher matcher = ORDER_ID.matcher(page.body());
        return page.statusCode() == 200 && matcher.find() ? OptionalInt.of(Integer.parseInt(matcher.group(1)))
                : OptionalInt.empty();
    }

    private HttpResponse<String> post(String... namesAndValues) throws IOException, InterruptedException {
        StringBuilder form = new StringBuilder();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            form.append(i == 0 ? "" : "&").append(URLEncoder.encode(namesAndValues[i], StandardCharsets.UTF_8))
                    .append('=').append(URLEncoder.encode(namesAndValues[i + 1], StandardCharsets.UTF_8));
        }
        return client.send(HttpRequest.newBuilder(URI.create(baseUrl + "/app")).timeout(TIMEOUT)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form.toString())).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }
}
