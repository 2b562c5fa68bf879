package io.daytrader.it.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.it.ItServer;
import io.daytrader.it.RestoreSettings;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Faces trading pages driven as the classic DayTrader 10 user plan drives them: its paths, field names and
 * MyFaces-recorded postbacks ({@code FORM_SUBMIT}, a script link's {@code FORM:_idcl}), on whichever Faces the
 * server has; with the money checked after the trades, and bad input, a forged view state and another site's post
 * refused with a 4xx and a message, never a stack trace.
 */
@ExtendWith(RestoreSettings.class)
class FacesPagesIT {

    private static final Pattern HOLDINGS = Pattern.compile("of Holdings: </b>([0-9]+)</td>");

    /**
     * Only where the server has Faces (the catalog's PingFaces is available; a kind without says why in its
     * kind.json). Orders complete before their page answers, and the account page lists them all for the money check.
     */
    @BeforeAll
    static void synchronousOrdersAndEveryOrderListed() throws Exception {
        WebClient client = new WebClient();
        Assumptions.assumeTrue(client.availablePrimitives().stream().anyMatch(p -> p.get("name").asText()
                .equals("PingFaces")), "this server runs no Jakarta Faces");
        client.configure("OrderProcessingMode", "Sync", "EnableLongRun", "false");
    }

    @Test
    void theClassicUserPlanTradesThroughTheFacesPages() throws Exception {
        WebClient setup = new WebClient();
        String userID = TestUsers.register(setup, "100000");
        WebClient user = new WebClient();

        String welcome = Pages.expect(user.get("welcome.faces"), 200, "DayTrader Login").body();
        Pages.expect(postback(user, "welcome.faces", welcome, "login:uid", userID, "login:password",
                TestUsers.PASSWORD, "login:submit", "Log in", "login_SUBMIT", "1"), 200, "Ready to Trade");

        String quotes = Pages.expect(user.get("quote.faces"), 200, "DayTrader Quotes").body();
        assertThat(quotes).contains("quotes:quotes:4:buy");
        quotes = Pages.expect(postback(user, "quote.faces", quotes, "quotes:symbols", "s:7", "quotes:submit2", "quotes",
                "quotes_SUBMIT", "1", "quotes:quotes:0:quantity", "100"), 200, "DayTrader Quotes").body();
        assertThat(quotes).contains("quotes:quotes:0:buy").doesNotContain("quotes:quotes:1:buy");
        String order = Pages.expect(postback(user, "quote.faces", quotes, "quotes:symbols", "s:7",
                "quotes:quotes:0:quantity", "17", "quotes:quotes:0:buy", "buy", "quotes_SUBMIT", "1"), 200,
                "been submitted").body();
        assertThat(order).contains("17 shares of s:7");

        String portfolio = Pages.expect(user.get("portfolio.faces"), 200, "of Holdings: ").body();
        assertThat(holdings(portfolio)).isEqualTo(1);
        Pages.expect(postback(user, "portfolio.faces", portfolio, "portfolio:_idcl", "portfolio:holdings:0:sell",
                "portfolio_SUBMIT", "1", "portfolio:symbols", "s:0,s:1,s:2,s:3,s:4"), 200, "been submitted");

        String account = Pages.expect(user.get("account.faces"), 200, "Account information").body();
        Pages.expect(postback(user, "account.faces", account, "updateProfile:uid", userID, "updateProfile:fullname",
                "Faces User", "updateProfile:password", TestUsers.PASSWORD, "updateProfile:cpassword",
                TestUsers.PASSWORD, "updateProfile:address", "rndAddress", "updateProfile:ccn", "rndCC",
                "updateProfile:email", "rndEmail@email.com", "updateProfile_SUBMIT", "1", "updateProfile:submit",
                "Update Profile"), 200, "Your profile has been updated");
        assertThat(AccountAudit.violation(user, userID)).isNull();
        assertThat(holdings(Pages.expect(user.get("portfolio.faces"), 200, "of Holdings: ").body())).isZero();

        String home = Pages.expect(user.get("tradehome.faces"), 200, "Welcome to DayTrader").body();
        HttpResponse<String> logout = postback(user, "tradehome.faces", home, "tradeHome:_idcl", "tradeHome:logoff",
                "tradeHome:symbols", "s:0,s:1,s:2,s:3,s:4", "tradeHome_SUBMIT", "1");
        assertThat(logout.statusCode()).isEqualTo(303);
        assertThat(logout.headers().firstValue("Location")).get().asString().endsWith("/welcome.faces");
        Pages.expect(user.get("welcome.faces"), 200, "DayTrader Login");
        Pages.expect(user.get("portfolio.faces"), 401, "User Not Logged in");
    }

    @Test
    void loginGivesTheSessionANewIdSoTheOneSeenBeforeIsWorthless() throws Exception {
        WebClient user = new WebClient();
        HttpResponse<String> welcome = Pages.expect(user.get("welcome.faces"), 200, "DayTrader Login");
        String before = sessionCookie(welcome).orElseThrow(() -> new AssertionError("the login page made no session"));
        HttpResponse<String> home = Pages.expect(postback(user, "welcome.faces", welcome.body(), "login:uid", "uid:2",
                "login:password", "xxx", "login:submit", "Log in", "login_SUBMIT", "1"), 200, "Ready to Trade");
        assertThat(sessionCookie(home)).isPresent().get().isNotEqualTo(before);

        HttpResponse<String> withTheOldId = ItServer.http().build().send(HttpRequest.newBuilder(user.uri("tradehome.faces"))
                .header("Cookie", before).GET().build(), HttpResponse.BodyHandlers.ofString());
        Pages.expect(withTheOldId, 401, "User Not Logged in");
    }

    @Test
    void aSellSellsTheHoldingTheRowShowedOrNothing() throws Exception {
        WebClient user = new WebClient();
        TestUsers.register(user, "100000");
        for (String symbol : List.of("s:11", "s:12")) {
            Pages.expect(user.get("app", "action", "buy", "symbol", symbol, "quantity", "1"), 200, "has been submitted");
        }
        String portfolio = Pages.expect(user.get("portfolio.faces"), 200, "of Holdings: ").body();
        Matcher shown = Pattern.compile("name=\"shownHoldings\" value=\"([0-9]+),([0-9]+)\"").matcher(portfolio);
        assertThat(shown.find()).as("the page sends the holdings it shows").isTrue();
        Pages.expect(user.get("app", "action", "sell", "holdingID", shown.group(1)), 200, "has been submitted");

        HttpResponse<String> stale = postback(user, "portfolio.faces", portfolio, "portfolio:holdings:0:sell", "sell",
                "portfolio_SUBMIT", "1", "shownHoldings", shown.group(1) + "," + shown.group(2));
        assertThat(stale.statusCode()).isBetween(400, 499);
        Pages.assertNoStackTrace(stale);
        assertThat(user.holdings()).extracting(WebClient.HoldingRow::holdingID)
                .containsExactly(Integer.parseInt(shown.group(2)));
    }

    @Test
    void registrationThroughTheFacesPageLogsTheNewUserIn() throws Exception {
        WebClient user = new WebClient();
        String register = Pages.expect(user.get("register.faces"), 200, "DayTrader Registration").body();
        String userID = "ru:faces-" + System.nanoTime();
        Pages.expect(postback(user, "register.faces", register, "register:fullname", "first:1 last:2",
                "register:address", "1 Test St.", "register:email", "u@example.com", "register:uid", userID,
                "register:password", "yyy", "register:cpassword", "yyy", "register:money", "1000000", "register:ccn",
                "123-fake-ccnum-456", "register_SUBMIT", "1", "register:submit", "Register"), 200,
                "Registration operation succeeded");
        assertThat(Pages.expect(user.get("tradehome.faces"), 200, "Welcome to DayTrader").body()).contains(userID);

        register = Pages.expect(user.get("register.faces"), 200, "DayTrader Registration").body();
        Pages.expect(postback(user, "register.faces", register, "register:uid", userID, "register:password", "a",
                "register:cpassword", "b", "register:money", "10", "register_SUBMIT", "1", "register:submit",
                "Register"), 400, "Registration operation failed");
    }

    @Test
    void badInputIsRefusedWithAMessageAndChangesNothing() throws Exception {
        WebClient user = new WebClient();
        String userID = TestUsers.register(user, "100000");
        String before = user.get("app", "action", "account").body();

        String quotes = Pages.expect(user.get("quote.faces"), 200, "DayTrader Quotes").body();
        Pages.expect(postback(user, "quote.faces", quotes, "quotes:quotes:0:quantity", "-5", "quotes:quotes:0:buy", "buy",
                "quotes_SUBMIT", "1"), 400, "quantity");
        quotes = Pages.expect(user.get("quote.faces"), 200, "DayTrader Quotes").body();
        Pages.expect(postback(user, "quote.faces", quotes, "quotes:quotes:0:quantity", "ten", "quotes:quotes:0:buy",
                "buy", "quotes_SUBMIT", "1"), 400, "quantity");
        quotes = Pages.expect(user.get("quote.faces"), 200, "DayTrader Quotes").body();
        Pages.expect(postback(user, "quote.faces", quotes, "quotes:symbols", "nosuch:1", "quotes:submit2", "quotes",
                "quotes_SUBMIT", "1"), 404, "Unknown symbol: nosuch:1");

        String portfolio = Pages.expect(user.get("portfolio.faces"), 200, "of Holdings: ").body();
        Pages.expect(postback(user, "portfolio.faces", portfolio, "portfolio:holdings:0:sell", "sell",
                "portfolio_SUBMIT", "1"), 200, "Your portfolio is empty");
        assertThat(AccountAudit.violation(user, userID)).isNull();
        assertThat(WebClient.balanceOf(user.get("app", "action", "account").body()))
                .isEqualByComparingTo(WebClient.balanceOf(before));
    }

    @Test
    void aForgedOrStaleViewStateGetsTheSamePageAfreshWithA400() throws Exception {
        WebClient user = new WebClient();
        TestUsers.register(user, "100000");
        for (String forged : List.of("garbage", "1:2", "AAAA==")) {
            HttpResponse<String> page = Pages.expect(user.post("quote.faces", "jakarta.faces.ViewState", forged,
                    "quotes:quotes:0:quantity", "100", "quotes:quotes:0:buy", "buy", "quotes_SUBMIT", "1"),
                    400, "DayTrader Quotes");
            assertThat(page.body()).doesNotContain("been submitted");
        }
        assertThat(user.holdings()).isEmpty();

        String welcome = new WebClient().get("welcome.faces").body();
        WebClient other = new WebClient();
        Pages.expect(postback(other, "welcome.faces", welcome, "login:uid", "uid:0", "login:password", "xxx",
                "login:submit", "Log in", "login_SUBMIT", "1"), 400, "was not recognised");
    }

    @Test
    void anotherSitesPostAndMalformedParametersAreRefused() throws Exception {
        WebClient user = new WebClient();
        String welcome = user.get("welcome.faces").body();
        HttpResponse<String> crossSite = user.send(HttpRequest.newBuilder(user.uri("welcome.faces"))
                .header("Content-Type", "application/x-www-form-urlencoded").header("Sec-Fetch-Site", "cross-site")
                .POST(HttpRequest.BodyPublishers.ofString(WebClient.form("jakarta.faces.ViewState", viewState(welcome),
                        "login:uid", "uid:0", "login:password", "xxx", "login:submit", "Log in", "login_SUBMIT", "1"))));
        Pages.expect(crossSite, 403, "cannot be sent from another web site");

        HttpResponse<String> undecodable = user.send(HttpRequest.newBuilder(user.uri("welcome.faces"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("login:uid=%zz&login_SUBMIT=1")));
        if (undecodable.body().contains("malformed")) {
            Pages.expect(undecodable, 400, "malformed");
        } else {
            // a container that drops the value it cannot decode (BadInputIT): the form arrives without it
            Pages.expect(undecodable, 200, "DayTrader Login");
        }
    }

    @Test
    void theFacesPagesKeepTheSecurityHeadersAndNeedNoScript() throws Exception {
        WebClient user = new WebClient();
        TestUsers.register(user, "100000");
        for (String page : List.of("welcome.faces", "register.faces", "tradehome.faces", "quote.faces",
                "portfolio.faces", "account.faces")) {
            HttpResponse<String> response = user.get(page);
            assertThat(response.headers().firstValue("Content-Security-Policy")).get().asString()
                    .contains("default-src 'self'").doesNotContain("unsafe-inline");
            assertThat(response.headers().firstValue("X-Frame-Options")).contains("DENY");
            assertThat(response.body()).as(page).doesNotContainPattern("(?i)<script|\\son[a-z]+=");
        }
    }

    private static HttpResponse<String> postback(WebClient client, String path, String page, String... namesAndValues)
            throws Exception {
        List<String> form = new ArrayList<>(List.of("jakarta.faces.ViewState", viewState(page)));
        form.addAll(List.of(namesAndValues));
        return client.post(path, form.toArray(String[]::new));
    }

    private static String viewState(String page) {
        return Pages.viewState(page).orElseThrow(() -> new AssertionError("no view state in the page:\n"
                + Pages.excerpt(page)));
    }

    /** The session cookie the response set ({@code NAME=VALUE}), if it set one. */
    private static Optional<String> sessionCookie(HttpResponse<String> response) {
        return response.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith("JSESSIONID="))
                .map(c -> c.substring(0, c.indexOf(';') < 0 ? c.length() : c.indexOf(';'))).findFirst();
    }

    private static int holdings(String page) {
        Matcher matcher = HOLDINGS.matcher(page);
        assertThat(matcher.find()).as("the number of holdings in the page").isTrue();
        return Integer.parseInt(matcher.group(1));
    }
}
