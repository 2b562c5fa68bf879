package io.daytrader.it.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.daytrader.it.ItServer;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.StringJoiner;
import org.jsoup.Jsoup;

/** A browser-like HTTP client of one user: keeps its cookies, speaks to the server the build started. */
final class WebClient {

    /**
     * The first request of a runtime mode starts its persistence unit: on a loaded 2-core machine that took more
     * than a minute (ConfigIT's login after the rebuild, load average 25).
     */
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(180);

    private final String baseUrl;
    private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
    private final HttpClient client;

    WebClient() {
        baseUrl = baseUrl();
        client = ItServer.http().cookieHandler(cookies)
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    static String baseUrl() {
        return ItServer.baseUrl();
    }

    /** GET of {@code path} (relative to /daytrader/) with the parameters, query-encoded. */
    HttpResponse<String> get(String path, String... namesAndValues) throws IOException, InterruptedException {
        String query = form(namesAndValues);
        return send(HttpRequest.newBuilder(uri(path + (query.isEmpty() ? "" : "?" + query))).GET());
    }

    /** POST of a form to {@code path}. */
    HttpResponse<String> post(String path, String... namesAndValues) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form(namesAndValues))));
    }

    /** GET with the administrator's HTTP Basic credential. */
    HttpResponse<String> getAsAdmin(String path, String... namesAndValues) throws IOException, InterruptedException {
        String query = form(namesAndValues);
        return send(HttpRequest.newBuilder(uri(path + (query.isEmpty() ? "" : "?" + query)))
                .header("Authorization", adminCredential()).GET());
    }

    /** The value of an Authorization header with the administrator's HTTP Basic credential. */
    String adminCredential() {
        return "Basic " + Base64.getEncoder()
                .encodeToString((ItServer.adminUser() + ":" + ItServer.adminPassword()).getBytes(StandardCharsets.UTF_8));
    }

    HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return client.send(request.timeout(REQUEST_TIMEOUT).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    HttpClient httpClient() {
        return client;
    }

    URI uri(String path) {
        return URI.create(baseUrl + "/" + path);
    }

    /** Logs in through /app; the response must be the home page. */
    HttpResponse<String> login(String userID, String password) throws IOException, InterruptedException {
        HttpResponse<String> home = post("app", "action", "login", "uid", userID, "passwd", password);
        Pages.expect(home, 200, "Welcome to DayTrader");
        return home;
    }

    /** The cash balance shown on the home page. */
    BigDecimal balance() throws IOException, InterruptedException {
        return balanceOf(Pages.expect(get("app", "action", "home"), 200, "Welcome to DayTrader").body());
    }

    /** The holdings on the portfolio page. */
    List<HoldingRow> holdings() throws IOException, InterruptedException {
        return holdingsOf(Pages.expect(get("app", "action", "portfolio"), 200, "DayTrader: Portfolio").body());
    }

    /** The entries of the server's primitive catalog (GET /primitives) that it marks available. */
    List<JsonNode> availablePrimitives() throws IOException, InterruptedException {
        List<JsonNode> available = new ArrayList<>();
        for (JsonNode primitive : new ObjectMapper().readTree(get("primitives").body()).required("primitives")) {
            if (primitive.required("available").asBoolean()) {
                available.add(primitive);
            }
        }
        return available;
    }

    /** The quote's current price, as the quotes page shows it. */
    BigDecimal price(String symbol) throws IOException, InterruptedException {
        String page = Pages.expect(get("app", "action", "quotes", "symbols", symbol), 200, "DayTrader: Quotes").body();
        return new BigDecimal(Pages.select(page, "tr.quote[data-symbol=\"" + symbol + "\"]").attr("data-price"));
    }

    static BigDecimal balanceOf(String page) {
        return new BigDecimal(Pages.select(page, "#balance").attr("data-value"));
    }

    static List<HoldingRow> holdingsOf(String page) {
        return Jsoup.parse(page).select("tr.holding").stream().map(row -> new HoldingRow(
                Integer.parseInt(row.attr("data-holding-id")), row.attr("data-symbol"),
                Double.parseDouble(row.attr("data-quantity")))).toList();
    }

    /** Changes the application's settings as the administrator (a class doing so uses RestoreSettings). */
    void configure(String... namesAndValues) throws IOException, InterruptedException {
        String[] query = new String[namesAndValues.length + 2];
        query[0] = "action";
        query[1] = "updateConfig";
        System.arraycopy(namesAndValues, 0, query, 2, namesAndValues.length);
        Pages.expect(getAsAdmin("config", query), 200, "Settings updated");
    }

    static String form(String... namesAndValues) {
        StringJoiner form = new StringJoiner("&");
        for (int i = 0; i < namesAndValues.length; i += 2) {
            form.add(URLEncoder.encode(namesAndValues[i], StandardCharsets.UTF_8) + "="
                    + URLEncoder.encode(namesAndValues[i + 1], StandardCharsets.UTF_8));
        }
        return form.toString();
    }

    /** One row of the portfolio. */
    record HoldingRow(int holdingID, String symbol, double quantity) {
    }
}
