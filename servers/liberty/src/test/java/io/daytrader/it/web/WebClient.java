package io.daytrader.it.web;

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
import java.util.Map;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A browser-like HTTP client of one user: keeps its cookies, speaks to the server the build started. */
final class WebClient {

    static final String ADMIN_USER = "admin";
    static final String ADMIN_PASSWORD = "it-admin";

    private static final Pattern BALANCE = Pattern.compile("<span id=\"balance\" data-value=\"([-0-9.]+)\"");
    private static final Pattern HOLDING = Pattern.compile(
            "<tr class=\"holding\" data-holding-id=\"(\\d+)\" data-symbol=\"([^\"]*)\" data-quantity=\"([0-9.]+)\">");
    private static final Pattern MESSAGE = Pattern.compile("<p id=\"message\"[^>]*>([^<]*)</p>");

    private final String baseUrl;
    private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
    private final HttpClient client;

    WebClient() {
        baseUrl = baseUrl();
        client = HttpClient.newBuilder().cookieHandler(cookies).connectTimeout(Duration.ofSeconds(10))
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    static String baseUrl() {
        String url = System.getProperty("daytrader.it.baseUrl");
        if (url == null || url.isBlank() || url.contains("${")) {
            throw new IllegalStateException("system property daytrader.it.baseUrl is not set; run the integration "
                    + "tests through Maven: ./mvnw -pl servers/liberty -am verify");
        }
        return url;
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
        String credential = Base64.getEncoder()
                .encodeToString((ADMIN_USER + ":" + ADMIN_PASSWORD).getBytes(StandardCharsets.UTF_8));
        return send(HttpRequest.newBuilder(uri(path + (query.isEmpty() ? "" : "?" + query)))
                .header("Authorization", "Basic " + credential).GET());
    }

    HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return client.send(request.timeout(Duration.ofSeconds(60)).build(),
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

    static BigDecimal balanceOf(String page) {
        return new BigDecimal(Pages.find(BALANCE, page, "balance"));
    }

    static List<HoldingRow> holdingsOf(String page) {
        List<HoldingRow> rows = new ArrayList<>();
        Matcher m = HOLDING.matcher(page);
        while (m.find()) {
            rows.add(new HoldingRow(Integer.parseInt(m.group(1)), m.group(2), Double.parseDouble(m.group(3))));
        }
        return rows;
    }

    /** The page's message (HTML as sent, i.e. escaped), or null. */
    static String messageOf(String page) {
        Matcher m = MESSAGE.matcher(page);
        return m.find() ? m.group(1) : null;
    }

    static String form(String... namesAndValues) {
        StringJoiner form = new StringJoiner("&");
        for (int i = 0; i < namesAndValues.length; i += 2) {
            form.add(URLEncoder.encode(namesAndValues[i], StandardCharsets.UTF_8) + "="
                    + URLEncoder.encode(namesAndValues[i + 1], StandardCharsets.UTF_8));
        }
        return form.toString();
    }

    static String form(Map<String, String> values) {
        List<String> pairs = new ArrayList<>();
        values.forEach((name, value) -> {
            pairs.add(name);
            pairs.add(value);
        });
        return form(pairs.toArray(String[]::new));
    }

    /** One row of the portfolio. */
    record HoldingRow(int holdingID, String symbol, double quantity) {
    }
}
