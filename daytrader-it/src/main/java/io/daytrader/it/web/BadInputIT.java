package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.web.WebClient.HoldingRow;
import java.math.BigDecimal;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bad input on every action: a clear message, a 4xx status, no stack trace, and nothing changed. */
class BadInputIT {

    private final WebClient client = new WebClient();

    @Test
    void failedLogins() throws Exception {
        Pages.expect(client.post("app", "action", "login", "uid", "uid:0", "passwd", "wrong"), 401, "Login failed");
        Pages.expect(client.post("app", "action", "login", "uid", "nobody:here", "passwd", "xxx"), 401, "Login failed");
        Pages.expect(client.post("app", "action", "login", "passwd", "xxx"), 400, "The user id is missing");
        Pages.expect(client.get("app", "action", "home"), 401, "User Not Logged in");
    }

    @Test
    void undecodableParametersAreABadRequest() throws Exception {
        HttpResponse<String> app = postUndecodable("app");
        if (app.body().contains("malformed")) {
            Pages.expect(app, 400, "malformed");
            Pages.expect(postUndecodable("scenario"), 400, "malformed");
        } else {
            // Undertow (WildFly) drops a value it cannot decode instead of failing the parse: the application sees
            // a request without it, so the login is refused for a missing user id and the scenario, which needs
            // no user id, runs its next step.
            Pages.expect(app, 400, "The user id is missing");
            HttpResponse<String> scenario = postUndecodable("scenario");
            assertEquals(200, scenario.statusCode(), scenario::body);
            Pages.assertNoStackTrace(scenario);
        }
    }

    private HttpResponse<String> postUndecodable(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(client.uri(path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("action=login&uid=%zz")));
    }

    @Test
    void protectedActionsNeedALogin() throws Exception {
        for (String action : new String[] {"home", "account", "portfolio", "quotes", "buy", "sell", "mksummary",
            "update_profile", "logout"}) {
            Pages.expect(client.get("app", "action", action, "symbol", "s:1", "quantity", "1", "holdingID", "1"),
                    401, "User Not Logged in");
        }
    }

    @Test
    void badRegistrations() throws Exception {
        Pages.expect(client.post("app", "action", "register", "user id", "uid:0", "passwd", "a", "confirm passwd", "a",
                "money", "100"), 409, "Registration operation failed");
        Pages.expect(client.post("app", "action", "register", "user id", "ru:it-mismatch", "passwd", "a",
                "confirm passwd", "b", "money", "100"), 400, "differ");
        Pages.expect(client.post("app", "action", "register", "user id", "ru:it-badmoney", "passwd", "a",
                "confirm passwd", "a", "money", "lots"), 400, "opening balance");
        Pages.expect(client.post("app", "action", "register", "user id", "ru:it-negative", "passwd", "a",
                "confirm passwd", "a", "money", "-5"), 400, "opening balance");
        Pages.expect(client.post("app", "action", "register", "user id", "ru:it-long", "passwd", "a",
                "confirm passwd", "a", "money", "5", "Full Name", "x".repeat(300)), 400, "longer than 250");
        Pages.expect(client.post("app", "action", "register", "passwd", "a", "confirm passwd", "a", "money", "5"),
                400, "The user id is missing");
        Pages.expect(client.post("app", "action", "login", "uid", "ru:it-mismatch", "passwd", "a"), 401, "Login failed");
    }

    @Test
    void badQuotesBuysAndSellsChangeNothing() throws Exception {
        TestUsers.register(client, "50000");
        Pages.expect(client.get("app", "action", "buy", "symbol", "s:2", "quantity", "3"), 200, "has been submitted");
        BigDecimal balance = client.balance();
        List<HoldingRow> holdings = client.holdings();

        Pages.expect(client.get("app", "action", "quotes", "symbols", "s:1,no-such-symbol"), 404,
                "Unknown symbol: no-such-symbol");
        Pages.expect(client.get("app", "action", "buy", "symbol", "no-such-symbol", "quantity", "1"), 404,
                "No quote with symbol no-such-symbol");
        Pages.expect(client.get("app", "action", "buy", "symbol", "s:1"), 400, "The quantity is missing");
        Pages.expect(client.get("app", "action", "buy", "symbol", "s:1", "quantity", "abc"), 400, "must be a number");
        Pages.expect(client.get("app", "action", "buy", "symbol", "s:1", "quantity", "-5"), 400, "more than 0");
        Pages.expect(client.get("app", "action", "buy", "symbol", "s:1", "quantity", "0"), 400, "more than 0");
        Pages.expect(client.get("app", "action", "buy", "symbol", "s:1", "quantity", "5000000"), 400, "at most");
        Pages.expect(client.get("app", "action", "buy", "quantity", "5"), 400, "The symbol is missing");
        Pages.expect(client.get("app", "action", "sell"), 400, "The holding id is missing");
        Pages.expect(client.get("app", "action", "sell", "holdingID", "x1"), 400, "whole number");
        Pages.expect(client.get("app", "action", "sell", "holdingID", "987654321"), 404, "does not exist");
        Pages.expect(client.get("app", "action", "no_such_action"), 400, "Invalid Action");

        assertEquals(balance, client.balance(), "refused requests changed the balance");
        assertEquals(holdings, client.holdings(), "refused requests changed the holdings");
    }

    @Test
    void aHoldingIsSoldOnceAndOnlyByItsOwner() throws Exception {
        TestUsers.register(client, "50000");
        Pages.expect(client.get("app", "action", "buy", "symbol", "s:3", "quantity", "4"), 200, "has been submitted");
        Pages.expect(client.get("app", "action", "buy", "symbol", "s:4", "quantity", "2"), 200, "has been submitted");
        List<HoldingRow> holdings = client.holdings();
        int sold = holdings.get(0).holdingID();
        int kept = holdings.get(1).holdingID();
        Pages.expect(client.get("app", "action", "sell", "holdingID", String.valueOf(sold)), 200, "has been submitted");
        BigDecimal balance = client.balance();
        Pages.expect(client.get("app", "action", "sell", "holdingID", String.valueOf(sold)), 404, "may have been sold already");
        assertEquals(balance, client.balance(), "a second sell of one holding credited the account");

        WebClient other = new WebClient();
        TestUsers.register(other, "1000");
        BigDecimal otherBalance = other.balance();
        Pages.expect(other.get("app", "action", "sell", "holdingID", String.valueOf(kept)), 403, "does not belong");
        assertEquals(otherBalance, other.balance());
        assertEquals(balance, client.balance());
        assertEquals(1, client.holdings().size(), "the owner keeps the holding");
    }

    @Test
    void badProfileUpdatesChangeNothing() throws Exception {
        TestUsers.register(client, "1000");
        Pages.expect(client.post("app", "action", "update_profile", "fullname", "New Name", "address", "a",
                "email", "e", "password", "one", "cpassword", "two"), 400, "differ");
        Pages.expect(client.post("app", "action", "update_profile", "address", "a", "email", "e"), 400,
                "The full name is missing");
        String account = Pages.expect(client.get("app", "action", "account"), 200, "Full name on file").body();
        assertTrue(account.contains("Full name on file: Test User"), "the profile is unchanged");
    }

    @Test
    void aNewPasswordNeedsTheCurrentOne() throws Exception {
        String userID = TestUsers.register(client, "1000");
        String[] profile = {"action", "update_profile", "fullname", "Taken Over", "address", "a", "email", "e",
            "password", "stolen", "cpassword", "stolen"};
        Pages.expect(client.post("app", profile), 400, "current password");
        Pages.expect(client.post("app", with(profile, "currentpassword", "")), 400, "current password");
        Pages.expect(client.post("app", with(profile, "currentpassword", "wrong")), 400, "current password");
        Pages.expect(client.get("app", profile), 400, "current password");
        String account = Pages.expect(client.get("app", "action", "account"), 200, "Full name on file").body();
        assertTrue(account.contains("Full name on file: Test User"), "the profile is unchanged");

        Pages.expect(client.post("app", "action", "update_profile", "fullname", "Same Password", "address", "a",
                "email", "e", "password", TestUsers.PASSWORD, "cpassword", TestUsers.PASSWORD), 200, "updated");
        client.get("app", "action", "logout");
        Pages.expect(client.post("app", "action", "login", "uid", userID, "passwd", "stolen"), 401, "Login failed");
        client.login(userID, TestUsers.PASSWORD);
    }

    private static String[] with(String[] parameters, String name, String value) {
        String[] longer = Arrays.copyOf(parameters, parameters.length + 2);
        longer[parameters.length] = name;
        longer[parameters.length + 1] = value;
        return longer;
    }
}
