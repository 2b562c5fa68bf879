package io.daytrader.it.trading;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.it.trading.WebSession.HoldingRow;
import io.daytrader.it.trading.WebSession.Page;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Over HTTP, in every runtime mode and every order processing mode: log in, buy, sell, log out, and check that the
 * balance moved by exactly price x quantity and the fee each time and that the holding came and went.
 */
class TradingIT {

    private static final String ADMIN_PASSWORD = "it-admin";
    private static final BigDecimal FEE = new BigDecimal("24.95");
    private static final int QUANTITY = 10;
    private static final Duration COMPLETION_TIMEOUT = Duration.ofSeconds(30);
    /** Each combination trades as its own user and symbol, so an earlier asynchronous order cannot interfere. */
    private static final AtomicInteger NEXT_ACCOUNT = new AtomicInteger(100);

    private static String baseUrl;

    @BeforeAll
    static void locateServer() {
        baseUrl = System.getProperty("daytrader.it.baseUrl");
        assertThat(baseUrl).as("system property daytrader.it.baseUrl (run through Maven)").isNotBlank();
    }

    @AfterAll
    static void restoreDefaultModes() throws Exception {
        Page page = new WebSession(baseUrl).config(ADMIN_PASSWORD, "action", "updateConfig",
                "RunTimeMode", "Full EJB3", "OrderProcessingMode", "Sync");
        assertThat(page.status()).isEqualTo(200);
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
        WebSession session = new WebSession(baseUrl);

        Page config = session.config(ADMIN_PASSWORD, "action", "updateConfig", "RunTimeMode", runtimeMode,
                "OrderProcessingMode", orderMode);
        assertThat(config.status()).as(config.body()).isEqualTo(200);

        Page login = session.app("action", "login", "uid", user, "passwd", "xxx");
        assertThat(login.status()).as(login.body()).isEqualTo(200);
        BigDecimal opening = session.balance();
        List<HoldingRow> before = session.holdings();

        BigDecimal buyPrice = session.price(symbol);
        Page buy = session.app("action", "buy", "symbol", symbol, "quantity", String.valueOf(QUANTITY));
        assertThat(buy.status()).as(buy.body()).isEqualTo(200);
        assertThat(buy.body()).contains("has been submitted");
        WebSession.orderID(buy);

        HoldingRow bought = awaitNewHolding(session, before, symbol);
        assertThat(bought.quantity()).isEqualTo(QUANTITY);
        BigDecimal afterBuy = session.balance();
        assertThat(afterBuy).isEqualByComparingTo(opening.subtract(value(buyPrice)).subtract(FEE));

        BigDecimal sellPrice = session.price(symbol);
        Page sell = session.app("action", "sell", "holdingID", String.valueOf(bought.holdingID()));
        assertThat(sell.status()).as(sell.body()).isEqualTo(200);
        assertThat(sell.body()).contains("has been submitted");

        awaitHoldingGone(session, bought.holdingID());
        assertThat(session.balance()).isEqualByComparingTo(afterBuy.add(value(sellPrice)).subtract(FEE));
        assertThat(session.holdings()).containsExactlyInAnyOrderElementsOf(before);

        Page logout = session.app("action", "logout");
        assertThat(logout.status()).isEqualTo(200);
        assertThat(session.app("action", "portfolio").body()).contains("DayTrader Login");
    }

    private static BigDecimal value(BigDecimal price) {
        return price.multiply(BigDecimal.valueOf(QUANTITY)).setScale(2, RoundingMode.HALF_UP);
    }

    private static HoldingRow awaitNewHolding(WebSession session, List<HoldingRow> before, String symbol)
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

    private static void awaitHoldingGone(WebSession session, int holdingID) throws Exception {
        long deadline = System.nanoTime() + COMPLETION_TIMEOUT.toNanos();
        while (session.holdings().stream().anyMatch(row -> row.holdingID() == holdingID)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("holding " + holdingID + " still there after " + COMPLETION_TIMEOUT);
            }
            Thread.sleep(200);
        }
    }
}
