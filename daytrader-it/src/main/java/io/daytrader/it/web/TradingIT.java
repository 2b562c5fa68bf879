package io.daytrader.it.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.daytrader.it.ConfigPage;
import io.daytrader.it.RestoreSettings;
import io.daytrader.it.web.WebClient.HoldingRow;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Over HTTP, in every runtime mode and every order processing mode: log in, buy, sell, log out, and check that the
 * balance moved by exactly price x quantity and the fee each time and that the holding came and went. A mode the
 * deployment does not offer is skipped, with the reason.
 */
@ExtendWith(RestoreSettings.class)
class TradingIT {

    private static final BigDecimal FEE = new BigDecimal("24.95");
    private static final int QUANTITY = 10;
    private static final Duration COMPLETION_TIMEOUT = Duration.ofSeconds(30);
    /** Each combination trades as its own user and symbol, so an earlier asynchronous order cannot interfere. */
    private static final AtomicInteger NEXT_SYMBOL = new AtomicInteger(100);

    private static ConfigPage config;

    @BeforeAll
    static void readOfferedModes() throws Exception {
        config = ConfigPage.parse(Pages.expect(new WebClient().get("config"), 200, "DayTrader Configuration").body());
    }

    static Stream<Arguments> modes() {
        return Stream.of("Full EJB3", "Direct (JDBC)", "Session to Direct")
                .flatMap(runtime -> Stream.of("Sync", "Async", "Async_2-Phase")
                        .map(order -> Arguments.of(runtime, order)));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("modes")
    void buyAndSellMoveTheMoneyAndTheHolding(String runtimeMode, String orderMode) throws Exception {
        Assumptions.assumeTrue(config.offered("RunTimeMode").contains(runtimeMode),
                "this deployment does not offer the runtime mode " + runtimeMode);
        Assumptions.assumeTrue(config.offered("OrderProcessingMode").contains(orderMode),
                "this deployment does not offer the order processing mode " + orderMode);
        String symbol = "s:" + NEXT_SYMBOL.getAndIncrement();
        WebClient session = new WebClient();
        session.configure("RunTimeMode", runtimeMode, "OrderProcessingMode", orderMode);

        // a user of its own: the scenario tests trade for any populated user and may have spent its cash
        TestUsers.register(session, "100000");
        BigDecimal opening = session.balance();
        List<HoldingRow> before = session.holdings();

        BigDecimal buyPrice = session.price(symbol);
        Pages.expect(session.get("app", "action", "buy", "symbol", symbol, "quantity", String.valueOf(QUANTITY)),
                200, "has been submitted");

        HoldingRow bought = await("a new holding of " + symbol).atMost(COMPLETION_TIMEOUT)
                .until(() -> newHolding(session, before, symbol), Optional::isPresent).get();
        assertThat(bought.quantity()).isEqualTo(QUANTITY);
        BigDecimal afterBuy = session.balance();
        assertThat(afterBuy).isEqualByComparingTo(opening.subtract(value(buyPrice)).subtract(FEE));

        BigDecimal sellPrice = session.price(symbol);
        Pages.expect(session.get("app", "action", "sell", "holdingID", String.valueOf(bought.holdingID())), 200,
                "has been submitted");

        await("holding " + bought.holdingID() + " sold").atMost(COMPLETION_TIMEOUT).until(
                () -> session.holdings().stream().noneMatch(row -> row.holdingID() == bought.holdingID()));
        assertThat(session.balance()).isEqualByComparingTo(afterBuy.add(value(sellPrice)).subtract(FEE));
        assertThat(session.holdings()).containsExactlyInAnyOrderElementsOf(before);

        Pages.expect(session.get("app", "action", "logout"), 200, "DayTrader Login");
        assertThat(session.get("app", "action", "portfolio").body()).contains("DayTrader Login");
    }

    private static BigDecimal value(BigDecimal price) {
        return price.multiply(BigDecimal.valueOf(QUANTITY)).setScale(2, RoundingMode.HALF_UP);
    }

    private static Optional<HoldingRow> newHolding(WebClient session, List<HoldingRow> before, String symbol)
            throws Exception {
        return session.holdings().stream().filter(row -> row.symbol().equals(symbol) && !before.contains(row))
                .findFirst();
    }
}
