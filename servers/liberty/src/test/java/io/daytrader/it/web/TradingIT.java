package io.daytrader.it.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.it.web.WebClient.HoldingRow;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Over HTTP, in every runtime mode and every order processing mode: log in, buy, sell, log out, and check that the
 * balance moved by exactly price x quantity and the fee each time and that the holding came and went.
 */
class TradingIT {

    private static final Pattern PRICE = Pattern.compile("\"price\"\\s*:\\s*([0-9.]+)");
    private static final BigDecimal FEE = new BigDecimal("24.95");
    private static final int QUANTITY = 10;
    private static final Duration COMPLETION_TIMEOUT = Duration.ofSeconds(30);
    /** Each combination trades as its own user and symbol, so an earlier asynchronous order cannot interfere. */
    private static final AtomicInteger NEXT_ACCOUNT = new AtomicInteger(100);

    @AfterAll
    static void restoreDefaultModes() throws Exception {
        Pages.expect(new WebClient().getAsAdmin("config", "action", "updateConfig", "RunTimeMode", "Full EJB3",
                "OrderProcessingMode", "Sync"), 200, "updated");
    }

    static Stream<Arguments> modes() {
        return Stream.of("Full EJB3", "Direct (JDBC)", "Session to Direct")
                .flatMap(runtime -> Stream.of("Sync", "Async", "Async_2-Phase")
                        .map(order -> Arguments.of(runtime, order)));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("modes")
    void buyAndSellMoveTheMoneyAndTheHolding(String runtimeMode, String orderMode) throws Exception {
        int n = NEXT_ACCOUNT.getAndIncrement();
        String user = "uid:" + n;
        String symbol = "s:" + n;
        WebClient session = new WebClient();
        Pages.expect(session.getAsAdmin("config", "action", "updateConfig", "RunTimeMode", runtimeMode,
                "OrderProcessingMode", orderMode), 200, "updated");

        session.login(user, "xxx");
        BigDecimal opening = session.balance();
        List<HoldingRow> before = session.holdings();

        BigDecimal buyPrice = price(session, symbol);
        Pages.expect(session.get("app", "action", "buy", "symbol", symbol, "quantity", String.valueOf(QUANTITY)),
                200, "has been submitted");

        HoldingRow bought = awaitNewHolding(session, before, symbol);
        assertThat(bought.quantity()).isEqualTo(QUANTITY);
        BigDecimal afterBuy = session.balance();
        assertThat(afterBuy).isEqualByComparingTo(opening.subtract(value(buyPrice)).subtract(FEE));

        BigDecimal sellPrice = price(session, symbol);
        Pages.expect(session.get("app", "action", "sell", "holdingID", String.valueOf(bought.holdingID())), 200,
                "has been submitted");

        awaitHoldingGone(session, bought.holdingID());
        assertThat(session.balance()).isEqualByComparingTo(afterBuy.add(value(sellPrice)).subtract(FEE));
        assertThat(session.holdings()).containsExactlyInAnyOrderElementsOf(before);

        Pages.expect(session.get("app", "action", "logout"), 200, "DayTrader Login");
        assertThat(session.get("app", "action", "portfolio").body()).contains("DayTrader Login");
    }

    /** The quote's current price, from the REST quote resource. */
    private static BigDecimal price(WebClient session, String symbol) throws Exception {
        String quote = Pages.expect(session.get("rest/quotes/" + symbol), 200, symbol).body();
        Matcher matcher = PRICE.matcher(quote);
        assertThat(matcher.find()).as("a price in " + quote).isTrue();
        return new BigDecimal(matcher.group(1));
    }

    private static BigDecimal value(BigDecimal price) {
        return price.multiply(BigDecimal.valueOf(QUANTITY)).setScale(2, RoundingMode.HALF_UP);
    }

    private static HoldingRow awaitNewHolding(WebClient session, List<HoldingRow> before, String symbol)
            throws Exception {
        long deadline = System.nanoTime() + COMPLETION_TIMEOUT.toNanos();
        while (true) {
            Optional<HoldingRow> added = session.holdings().stream()
                    .filter(row -> row.symbol().equals(symbol) && !before.contains(row)).findFirst();
            if (added.isPresent()) {
                return added.get();
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no holding of " + symbol + " within " + COMPLETION_TIMEOUT);
            }
            Thread.sleep(200);
        }
    }

    private static void awaitHoldingGone(WebClient session, int holdingID) throws Exception {
        long deadline = System.nanoTime() + COMPLETION_TIMEOUT.toNanos();
        while (session.holdings().stream().anyMatch(row -> row.holdingID() == holdingID)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("holding " + holdingID + " still there after " + COMPLETION_TIMEOUT);
            }
            Thread.sleep(200);
        }
    }
}
