package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.web.WebClient.HoldingRow;
import io.daytrader.it.RestoreSettings;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.Test;

/** Every /app action's happy path, as a classic load script drives it (orders completed synchronously). */
@ExtendWith(RestoreSettings.class)
class TradeAppIT {

    private static final BigDecimal FEE = new BigDecimal("24.95");

    private final WebClient client = new WebClient();

    @BeforeAll
    static void synchronousOrdersWithAlerts() throws Exception {
        new WebClient().configure("OrderProcessingMode", "Sync", "DisplayOrderAlerts", "true");
    }

    @Test
    void welcomePageAndLogin() throws Exception {
        Pages.expect(client.get("app"), 200, "DayTrader Login");
        HttpResponse<String> home = client.login("uid:0", "xxx");
        Pages.expect(home, 200, "Ready to Trade");
        WebClient.balanceOf(home.body());
    }

    @Test
    void registrationOpensAnAccountWithTheOpeningBalance() throws Exception {
        Pages.expect(client.get("register.jsp"), 200, "DayTrader Registration");
        TestUsers.register(client, "12345.67");
        assertEquals(new BigDecimal("12345.67"), client.balance());
        assertTrue(client.holdings().isEmpty());
        Pages.expect(client.get("app", "action", "portfolio"), 200, "Your portfolio is empty");
    }

    @Test
    void everyPageOfALoggedInUser() throws Exception {
        client.login("uid:2", "xxx");
        Pages.expect(client.get("app", "action", "home"), 200, "Welcome to DayTrader");
        Pages.expect(client.get("app", "action", "account"), 200, "Total Orders:");
        Pages.expect(client.get("app", "action", "account", "showAllOrders", "true"), 200, "id=\"profileForm\"");
        HttpResponse<String> portfolio = Pages.expect(client.get("app", "action", "portfolio"), 200, "id=\"holdingCount\"");
        Pages.expect(client.get("app", "action", "portfolioNoEdge"), 200, "DayTrader: Portfolio");
        int count = Integer.parseInt(Pages.text(portfolio.body(), "#holdingCount"));
        assertEquals(count, WebClient.holdingsOf(portfolio.body()).size());
        HttpResponse<String> quotes = Pages.expect(client.get("app", "action", "quotes", "symbols", "s:0,s:1, s:2"),
                200, "DayTrader: Quotes and Trading");
        for (String symbol : new String[] {"s:0", "s:1", "s:2"}) {
            assertTrue(quotes.body().contains("data-symbol=\"" + symbol + "\""), symbol + " is listed");
        }
        Pages.expect(client.get("app", "action", "quotes"), 200, "data-symbol=\"s:4\"");
        Pages.expect(client.get("app", "action", "mksummary"), 200, "Top gainers");
    }

    @Test
    void buyThenSellMovesMoneyAndHoldingsAndAlertsOnce() throws Exception {
        TestUsers.register(client, "100000");
        BigDecimal price = new BigDecimal(Pages.select(
                Pages.expect(client.get("app", "action", "quotes", "symbols", "s:7"), 200, "s:7").body(),
                "tr.quote[data-symbol=s:7]").attr("data-price"));

        HttpResponse<String> bought = Pages.expect(client.post("app", "action", "buy", "symbol", "s:7", "quantity", "10"),
                200, "has been submitted");
        int buyOrder = Pages.orderID(bought.body());
        assertEquals("closed", Pages.orderStatus(bought.body()));
        BigDecimal afterBuy = new BigDecimal("100000").subtract(price.multiply(BigDecimal.TEN)).subtract(FEE);
        assertEquals(afterBuy.setScale(2, RoundingMode.HALF_UP), client.balance());

        List<HoldingRow> holdings = client.holdings();
        assertEquals(1, holdings.size());
        assertEquals("s:7", holdings.get(0).symbol());
        assertEquals(10.0, holdings.get(0).quantity());

        HttpResponse<String> sold = Pages.expect(client.get("app", "action", "sell", "holdingID",
                String.valueOf(holdings.get(0).holdingID())), 200, "has been submitted");
        int sellOrder = Pages.orderID(sold.body());
        assertTrue(sold.body().contains("Alert: the following order(s) have completed"), "the sell is alerted");
        assertTrue(sold.body().contains("data-order-id=\"" + sellOrder + "\""), "the alert names the sell order");
        assertTrue(client.holdings().isEmpty());
        assertTrue(client.balance().compareTo(afterBuy) > 0, "the sale credited the account");

        String next = Pages.expect(client.get("app", "action", "home"), 200, "Welcome to DayTrader").body();
        assertFalse(next.contains("data-order-id=\"" + sellOrder + "\"") || next.contains("data-order-id=\"" + buyOrder + "\""),
                "an order is alerted once");
    }

    @Test
    void profileUpdateIsShownEscaped() throws Exception {
        String userID = TestUsers.register(client, "1000");
        String script = "<script>alert(1)</script>";
        HttpResponse<String> account = Pages.expect(client.post("app", "action", "update_profile", "fullname", script,
                "address", "2 Main St. & Co", "email", "new@example.com", "creditcard", "9", "password", "",
                "cpassword", ""), 200, "Your profile has been updated");
        assertTrue(account.body().contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "escaped:\n" + account.body());
        assertFalse(account.body().contains(script), "the script is not in the page as markup");
        assertTrue(account.body().contains("2 Main St. &amp; Co"));

        client.get("app", "action", "logout");
        client.login(userID, TestUsers.PASSWORD);
        Pages.expect(client.post("app", "action", "update_profile", "fullname", "Renamed", "address", "a",
                "email", "e@example.com", "password", "newpass", "cpassword", "newpass", "currentpassword", TestUsers.PASSWORD), 200,
                "updated");
        client.get("app", "action", "logout");
        client.login(userID, "newpass");
    }

    @Test
    void logoutEndsTheSession() throws Exception {
        client.login("uid:3", "xxx");
        Pages.expect(client.get("app", "action", "logout"), 200, "DayTrader Login");
        Pages.expect(client.get("app", "action", "home"), 401, "User Not Logged in");
    }
}
