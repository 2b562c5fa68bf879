package io.daytrader.it.trading;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.CookieManager;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One browser-like user of the classic {@code /app} interface: keeps its cookies, reads the pages' hooks. */
final class WebSession {

    private static final Pattern BALANCE = Pattern.compile("id=\"balance\"[^>]*data-value=\"([-0-9.]+)\"");
    private static final Pattern HOLDING_ROW = Pattern.compile("<tr[^>]*class=\"holding\"[^>]*>");
    private static final Pattern PRICE = Pattern.compile("\"price\"\\s*:\\s*([0-9.]+)");
    private static final Pattern ORDER_ID = Pattern.compile("id=\"orderID\"[^>]*>\\s*(\\d+)");

    private final String baseUrl;
    private final HttpClient client;

    WebSession(String baseUrl) {
        this.baseUrl = baseUrl;
        this.client = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .connectTimeout(Duration.ofSeconds(10)).build();
    }

    record Page(int status, String body) {
    }

    record HoldingRow(int holdingID, String symbol, double quantity) {
    }

    Page app(String... parameters) throws IOException, InterruptedException {
        return get("/app?" + query(parameters), null);
    }

    Page config(String adminPassword, String... parameters) throws IOException, InterruptedException {
        String basic = Base64.getEncoder().encodeToString(("admin:" + adminPassword).getBytes(StandardCharsets.UTF_8));
        return get("/config?" + query(parameters), "Basic " + basic);
    }

    BigDecimal balance() throws IOException, InterruptedException {
        Page account = app("action", "account");
        Matcher matcher = BALANCE.matcher(account.body());
        if (account.status() != 200 || !matcher.find()) {
            throw new AssertionError("no balance on the account page (" + account.status() + "): " + account.body());
        }
        return new BigDecimal(matcher.group(1));
    }

    List<HoldingRow> holdings() throws IOException, InterruptedException {
        Page portfolio = app("action", "portfolio");
        if (portfolio.status() != 200) {
            throw new AssertionError("portfolio answered " + portfolio.status() + ": " + portfolio.body());
        }
        List<HoldingRow> rows = new ArrayList<>();
        Matcher row = HOLDING_ROW.matcher(portfolio.body());
        while (row.find()) {
            String tag = row.group();
            rows.add(new HoldingRow(Integer.parseInt(attribute(tag, "data-holding-id")), attribute(tag, "data-symbol"),
                    Double.parseDouble(attribute(tag, "data-quantity"))));
        }
        return rows;
    }

    /** The quote's current price, from the REST quote resource. */
    BigDecimal price(String symbol) throws IOException, InterruptedException {
        Page quote = get("/rest/quotes/" + URLEncoder.encode(symbol, StandardCharsets.UTF_8), null);
        Matcher matcher = PRICE.matcher(quote.body());
        if (quote.status() != 200 || !matcher.find()) {
            throw new AssertionError("no price for " + symbol + " (" + quote.status() + "): " + quote.body());
        }
        return new BigDecimal(matcher.group(1));
    }

    static int orderID(Page confirmation) {
        Matcher matcher = ORDER_ID.matcher(confirmation.body());
        if (!matcher.find()) {
            throw new AssertionError("no order id on the confirmation page: " + confirmation.body());
        }
        return Integer.parseInt(matcher.group(1));
    }

    private Page get(String path, String authorization) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(Duration.ofSeconds(60)).GET();
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        HttpResponse<String> response = client.send(request.build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        return new Page(response.statusCode(), response.body());
    }

    private static String query(String... parameters) {
        StringBuilder query = new StringBuilder();
        for (int i = 0; i < parameters.length; i += 2) {
            if (i > 0) {
                query.append('&');
            }
            query.append(URLEncoder.encode(parameters[i], StandardCharsets.UTF_8)).append('=')
                    .append(URLEncoder.encode(parameters[i + 1], StandardCharsets.UTF_8));
        }
        return query.toString();
    }

    private static String attribute(String tag, String name) {
        Matcher matcher = Pattern.compile(name + "=\"([^\"]*)\"").matcher(tag);
        if (!matcher.find()) {
            throw new AssertionError("no " + name + " in " + tag);
        }
        return matcher.group(1);
    }
}
