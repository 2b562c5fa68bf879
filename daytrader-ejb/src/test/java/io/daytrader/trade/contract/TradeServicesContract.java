package io.daytrader.trade.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.daytrader.dbbuild.MoneyAudit;
import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Money;
import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.Quantities;
import io.daytrader.domain.Quote;
import io.daytrader.marketsummary.MarketSummary;
import io.daytrader.trade.BalanceLimitException;
import io.daytrader.trade.HoldingAlreadySellingException;
import io.daytrader.trade.HoldingNotOwnedException;
import io.daytrader.trade.InvalidInputException;
import io.daytrader.trade.InvalidPasswordException;
import io.daytrader.trade.InvalidQuantityException;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.OrderStateException;
import io.daytrader.trade.RunStats;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.UnknownHoldingException;
import io.daytrader.trade.UnknownOrderException;
import io.daytrader.trade.UnknownSymbolException;
import io.daytrader.trade.UnknownUserException;
import io.daytrader.trade.UserAlreadyExistsException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The behaviour every {@link TradeServices} implementation must have, on any database. A subclass names the
 * implementation and the database; the tests are the same for all.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class TradeServicesContract {

    protected static final PopulationSettings POPULATION = PopulationSettings.of(50, 10);
    private static final Duration ASYNC_LIMIT = Duration.ofSeconds(15);
    /** Hundreds of queued completions contend for the same rows: a bound on correctness, not on speed. */
    private static final Duration CONTENTION_DRAIN_LIMIT = Duration.ofSeconds(180);

    private TradeTarget target;
    private TradeServices trade;

    /** Builds the target on a database populated with {@code population}. */
    protected abstract TradeTarget createTarget(PopulationSettings population) throws Exception;

    @BeforeAll
    void startTarget() throws Exception {
        target = createTarget(POPULATION);
        trade = target.trade();
    }

    @AfterAll
    void stopTarget() throws Exception {
        if (target != null) {
            target.close();
        }
    }

    @BeforeEach
    void resetToPopulatedState() {
        trade.resetTrade();
    }

    // --- login, logout, register, profile -------------------------------------------------------------

    @Test
    void loginCountsTheLoginAndReturnsTheAccount() throws Exception {
        Account before = trade.getAccountData("uid:1");
        Account account = trade.login("uid:1", "xxx");
        assertThat(account.getProfileID()).isEqualTo("uid:1");
        assertThat(account.getLoginCount()).isEqualTo(before.getLoginCount() + 1);
        assertThat(trade.getAccountData("uid:1").getLoginCount()).isEqualTo(before.getLoginCount() + 1);
        assertThat(trade.getAccountData("uid:1").getLastLogin()).isAfter(before.getLastLogin());
    }

    @Test
    void loginRefusesUnknownUsersAndWrongPasswordsWithoutCountingThem() throws Exception {
        assertThatThrownBy(() -> trade.login("nobody", "xxx")).isInstanceOf(UnknownUserException.class)
                .hasMessageContaining("nobody");
        assertThatThrownBy(() -> trade.login("uid:1", "wrong")).isInstanceOf(InvalidPasswordException.class)
                .hasMessageContaining("uid:1");
        assertThatThrownBy(() -> trade.login("", "xxx")).isInstanceOf(InvalidInputException.class);
        assertThat(trade.getAccountData("uid:1").getLoginCount()).isZero();
    }

    @Test
    void logoutCountsTheLogout() throws Exception {
        trade.logout("uid:2");
        assertThat(trade.getAccountData("uid:2").getLogoutCount()).isEqualTo(1);
        assertThatThrownBy(() -> trade.logout("nobody")).isInstanceOf(UnknownUserException.class);
    }

    @Test
    void registerCreatesProfileAndAccount() throws Exception {
        Account account = trade.register("ru:new", "pw", "New User", "1 Main St", "new@example.com", "1234",
                new BigDecimal("5000.5"));
        assertThat(account.getBalance()).isEqualByComparingTo("5000.50");
        assertThat(account.getOpenBalance()).isEqualByComparingTo("5000.50");
        assertThat(trade.login("ru:new", "pw").getAccountID()).isEqualTo(account.getAccountID());
        AccountProfile profile = trade.getAccountProfileData("ru:new");
        assertThat(profile.getFullName()).isEqualTo("New User");
        assertThat(profile.getEmail()).isEqualTo("new@example.com");
    }

    @Test
    void registerRefusesTakenIdsAndBadInputAndChangesNothing() throws Exception {
        AccountProfile existing = trade.getAccountProfileData("uid:3");
        assertThatThrownBy(() -> trade.register("uid:3", "pw", "X", "Y", "Z", "C", BigDecimal.TEN))
                .isInstanceOf(UserAlreadyExistsException.class).hasMessageContaining("uid:3");
        assertThat(trade.getAccountProfileData("uid:3").getFullName()).isEqualTo(existing.getFullName());
        assertThatThrownBy(() -> trade.register(" ", "pw", "X", "Y", "Z", "C", BigDecimal.TEN))
                .isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> trade.register("ru:a", "", "X", "Y", "Z", "C", BigDecimal.TEN))
                .isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> trade.register("ru:b", "pw", "X", "Y", "Z", "C", new BigDecimal("-1")))
                .isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> trade.getAccountData("ru:b")).isInstanceOf(UnknownUserException.class);
    }

    @Test
    void unknownUsersAreReportedByEveryUserOperation() {
        assertThatThrownBy(() -> trade.getAccountData("nobody")).isInstanceOf(UnknownUserException.class);
        assertThatThrownBy(() -> trade.getAccountProfileData("nobody")).isInstanceOf(UnknownUserException.class);
        assertThatThrownBy(() -> trade.getHoldings("nobody")).isInstanceOf(UnknownUserException.class);
        assertThatThrownBy(() -> trade.getOrders("nobody", 5)).isInstanceOf(UnknownUserException.class);
        assertThatThrownBy(() -> trade.getClosedOrders("nobody")).isInstanceOf(UnknownUserException.class);
        assertThatThrownBy(() -> trade.buy("nobody", "s:1", 1, OrderProcessingMode.SYNC))
                .isInstanceOf(UnknownUserException.class);
        assertThatThrownBy(() -> trade.updateAccountProfile(
                new AccountProfile("nobody", "pw", "N", "A", "E", "C"))).isInstanceOf(UnknownUserException.class);
    }

    @Test
    void updateAccountProfileOverwritesTheEditableFields() throws Exception {
        AccountProfile updated = trade.updateAccountProfile(
                new AccountProfile("uid:4", "secret", "<script>alert(1)</script>", "2 Elm St", "u4@example.com", "9"));
        assertThat(updated.getFullName()).isEqualTo("<script>alert(1)</script>");
        assertThat(trade.getAccountProfileData("uid:4").getAddress()).isEqualTo("2 Elm St");
        assertThat(trade.login("uid:4", "secret").getProfileID()).isEqualTo("uid:4");
        assertThatThrownBy(() -> trade.updateAccountProfile(new AccountProfile("uid:4", "", "N", "A", "E", "C")))
                .isInstanceOf(InvalidInputException.class);
    }

    // --- quotes ------------------------------------------------------------------------------------------

    @Test
    void quotesAreReadOneByOneOrAll() throws Exception {
        Quote quote = trade.getQuote("s:0");
        assertThat(quote.getCompanyName()).isEqualTo("S0 Incorporated");
        assertThat(quote.getPrice()).isPositive();
        List<Quote> all = trade.getAllQuotes();
        assertThat(all).hasSize(POPULATION.quotes());
        assertThat(all).extracting(Quote::getSymbol).contains("s:0", "s:" + (POPULATION.quotes() - 1));
        assertThatThrownBy(() -> trade.getQuote("s:nope")).isInstanceOf(UnknownSymbolException.class)
                .hasMessageContaining("s:nope");
    }

    @Test
    void createQuoteStartsWithOpenLowAndHighAtThePrice() throws Exception {
        Quote created = trade.createQuote("t:new", "New Co", new BigDecimal("12.345"));
        assertThat(created.getPrice()).isEqualByComparingTo("12.35");
        Quote read = trade.getQuote("t:new");
        assertThat(read.getOpen()).isEqualByComparingTo("12.35");
        assertThat(read.getLow()).isEqualByComparingTo("12.35");
        assertThat(read.getHigh()).isEqualByComparingTo("12.35");
        assertThat(read.getVolume()).isZero();
        assertThatThrownBy(() -> trade.createQuote("t:new", "Again", BigDecimal.ONE))
                .isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> trade.createQuote("t:bad", "Bad", BigDecimal.ZERO))
                .isInstanceOf(InvalidInputException.class);
    }

    @Test
    void updateQuotePriceVolumeMovesPriceRangeAndVolume() throws Exception {
        trade.createQuote("t:move", "Mover", new BigDecimal("100.00"));
        Quote up = trade.updateQuotePriceVolume("t:move", new BigDecimal("1.10"), 50);
        assertThat(up.getPrice()).isEqualByComparingTo("110.00");
        Quote down = trade.updateQuotePriceVolume("t:move", new BigDecimal("0.50"), 25);
        assertThat(down.getPrice()).isEqualByComparingTo("55.00");
        Quote read = trade.getQuote("t:move");
        assertThat(read.getPrice()).isEqualByComparingTo("55.00");
        assertThat(read.getHigh()).isEqualByComparingTo("110.00");
        assertThat(read.getLow()).isEqualByComparingTo("55.00");
        assertThat(read.getOpen()).isEqualByComparingTo("100.00");
        assertThat(read.getChange()).isCloseTo(-45.0, within(1e-9));
        assertThat(read.getVolume()).isCloseTo(75.0, within(1e-9));
        assertThatThrownBy(() -> trade.updateQuotePriceVolume("s:nope", BigDecimal.ONE, 1))
                .isInstanceOf(UnknownSymbolException.class);
    }

    @Test
    void pennyStocksRecoverAndExpensiveStocksSplit() throws Exception {
        trade.createQuote("t:penny", "Penny", new BigDecimal("0.01"));
        assertThat(trade.updateQuotePriceVolume("t:penny", new BigDecimal("0.95"), 1).getPrice())
                .isEqualByComparingTo("6.00");
        trade.createQuote("t:dear", "Dear", new BigDecimal("500.00"));
        assertThat(trade.updateQuotePriceVolume("t:dear", new BigDecimal("1.05"), 1).getPrice())
                .isEqualByComparingTo("250.00");
    }

    // --- buy and sell ------------------------------------------------------------------------------------

    @Test
    void syncBuyDebitsTheAccountAndCreatesTheHolding() throws Exception {
        Account before = trade.getAccountData("uid:5");
        Quote quote = trade.getQuote("s:3");
        Order order = trade.buy("uid:5", "s:3", 10, OrderProcessingMode.SYNC);

        assertThat(order.status()).isEqualTo(OrderStatus.CLOSED);
        assertThat(order.getOrderFee()).isEqualByComparingTo("24.95");
        assertThat(order.getPrice()).isEqualByComparingTo(quote.getPrice());
        BigDecimal cost = Money.value(quote.getPrice(), 10).add(new BigDecimal("24.95"));
        assertThat(trade.getAccountData("uid:5").getBalance()).isEqualByComparingTo(before.getBalance().subtract(cost));
        Holding holding = trade.getHolding(order.getHoldingID());
        assertThat(holding.getQuantity()).isEqualTo(10.0);
        assertThat(holding.getPurchasePrice()).isEqualByComparingTo(quote.getPrice());
        assertThat(holding.getQuoteSymbol()).isEqualTo("s:3");
        assertThat(trade.getHoldings("uid:5")).extracting(Holding::getHoldingID).contains(holding.getHoldingID());
        assertThat(trade.getQuote("s:3").getVolume()).isCloseTo(quote.getVolume() + 10, within(1e-9));
    }

    @Test
    void badBuysAreRefusedAndChangeNothing() throws Exception {
        Map<String, List<String>> before = DatabaseSnapshot.of(target.dataSource());
        for (double quantity : new double[] {0, -5, Double.NaN, Double.POSITIVE_INFINITY, 2_000_000}) {
            assertThatThrownBy(() -> trade.buy("uid:5", "s:1", quantity, OrderProcessingMode.SYNC))
                    .isInstanceOf(InvalidQuantityException.class);
        }
        assertThatThrownBy(() -> trade.buy("uid:5", "s:nope", 1, OrderProcessingMode.SYNC))
                .isInstanceOf(UnknownSymbolException.class);
        assertThatThrownBy(() -> trade.buy("uid:5", "s:1", 1, null)).isInstanceOf(InvalidInputException.class);
        assertThat(DatabaseSnapshot.of(target.dataSource())).isEqualTo(before);
    }

    @Test
    void aBuyTheAccountCannotCoverIsRefusedAndChangesNothing() throws Exception {
        Map<String, List<String>> before = DatabaseSnapshot.of(target.dataSource());
        for (OrderProcessingMode mode : List.of(OrderProcessingMode.SYNC, OrderProcessingMode.ASYNC)) {
            assertThatThrownBy(() -> trade.buy("uid:5", "s:1", Quantities.MAXIMUM, mode))
                    .isInstanceOf(BalanceLimitException.class);
        }
        assertThat(DatabaseSnapshot.of(target.dataSource())).isEqualTo(before);
        assertThat(trade.getAccountData("uid:5").getBalance().signum()).isNotNegative();
    }

    @Test
    void syncSellCreditsTheAccountAndRemovesTheHolding() throws Exception {
        Holding holding = trade.getHolding(trade.buy("uid:6", "s:2", 7, OrderProcessingMode.SYNC).getHoldingID());
        Account before = trade.getAccountData("uid:6");
        Quote quote = trade.getQuote("s:2");

        Order sale = trade.sell("uid:6", holding.getHoldingID(), OrderProcessingMode.SYNC);

        assertThat(sale.status()).isEqualTo(OrderStatus.CLOSED);
        assertThat(sale.getQuantity()).isEqualTo(7.0);
        BigDecimal proceeds = Money.value(quote.getPrice(), 7).subtract(new BigDecimal("24.95"));
        assertThat(trade.getAccountData("uid:6").getBalance())
                .isEqualByComparingTo(before.getBalance().add(proceeds));
        assertThatThrownBy(() -> trade.getHolding(holding.getHoldingID())).isInstanceOf(UnknownHoldingException.class);
        assertThat(trade.getHoldings("uid:6")).extracting(Holding::getHoldingID)
                .doesNotContain(holding.getHoldingID());
    }

    @Test
    void aHoldingIsSoldOnceAndOnlyByItsOwner() throws Exception {
        int holdingID = trade.buy("uid:7", "s:4", 3, OrderProcessingMode.SYNC).getHoldingID();
        assertThatThrownBy(() -> trade.sell("uid:8", holdingID, OrderProcessingMode.SYNC))
                .isInstanceOf(HoldingNotOwnedException.class).hasMessageContaining("uid:8");
        assertThat(trade.getHolding(holdingID).isBeingSold()).isFalse();

        trade.sell("uid:7", holdingID, OrderProcessingMode.SYNC);
        Account after = trade.getAccountData("uid:7");
        assertThatThrownBy(() -> trade.sell("uid:7", holdingID, OrderProcessingMode.SYNC))
                .isInstanceOf(UnknownHoldingException.class).hasMessageContaining(String.valueOf(holdingID));
        assertThatThrownBy(() -> trade.sell("uid:7", 987_654, OrderProcessingMode.SYNC))
                .isInstanceOf(UnknownHoldingException.class);
        assertThat(trade.getAccountData("uid:7").getBalance()).isEqualByComparingTo(after.getBalance());
    }

    @Test
    void concurrentSellsOfOneHoldingLetExactlyOneSucceed() throws Exception {
        int holdingID = trade.buy("uid:9", "s:5", 11, OrderProcessingMode.SYNC).getHoldingID();
        Account before = trade.getAccountData("uid:9");
        int sellers = 8;
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(sellers);
        try {
            List<Future<Order>> results = new ArrayList<>();
            for (int i = 0; i < sellers; i++) {
                OrderProcessingMode mode = i % 2 == 0 ? OrderProcessingMode.SYNC : OrderProcessingMode.ASYNC;
                results.add(pool.submit(() -> {
                    start.await();
                    return trade.sell("uid:9", holdingID, mode);
                }));
            }
            start.countDown();
            int succeeded = 0;
            for (Future<Order> result : results) {
                try {
                    result.get();
                    succeeded++;
                } catch (java.util.concurrent.ExecutionException e) {
                    assertThat(e.getCause()).isInstanceOfAny(UnknownHoldingException.class,
                            HoldingAlreadySellingException.class);
                }
            }
            assertThat(succeeded).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
        awaitNoOpenOrders(ASYNC_LIMIT);
        assertThat(countOrders("uid:9", "sell")).isEqualTo(1);
        assertThat(trade.getAccountData("uid:9").getBalance()).isGreaterThan(before.getBalance());
        assertThat(MoneyAudit.violations(target.dataSource())).isEmpty();
    }

    // --- asynchronous completion, cancel, order states ------------------------------------------------------

    @Test
    void asyncBuyIsCompletedShortlyAfterwards() throws Exception {
        Order order = trade.buy("uid:10", "s:6", 4, OrderProcessingMode.ASYNC);
        assertThat(order.status()).isIn(OrderStatus.OPEN, OrderStatus.CLOSED);
        Order closed = awaitFilled("uid:10", order.getOrderID());
        assertThat(closed.getHoldingID()).isNotNull();
        assertThat(trade.getHolding(closed.getHoldingID()).getQuantity()).isEqualTo(4.0);
        assertThat(MoneyAudit.violations(target.dataSource())).isEmpty();
    }

    @Test
    void asyncSellIsCompletedShortlyAfterwards() throws Exception {
        int holdingID = trade.buy("uid:10", "s:7", 2, OrderProcessingMode.SYNC).getHoldingID();
        Order sale = trade.sell("uid:10", holdingID, OrderProcessingMode.ASYNC);
        awaitFilled("uid:10", sale.getOrderID());
        assertThatThrownBy(() -> trade.getHolding(holdingID)).isInstanceOf(UnknownHoldingException.class);
        assertThat(MoneyAudit.violations(target.dataSource())).isEmpty();
    }

    @Test
    void cancellingAnOpenBuyGivesTheMoneyBack() throws Exception {
        Account before = trade.getAccountData("uid:11");
        int holdingsBefore = trade.getHoldings("uid:11").size();
        Order order = trade.buy("uid:11", "s:1", 5, OrderProcessingMode.ASYNC);
        try {
            Order cancelled = trade.cancelOrder(order.getOrderID());
            assertThat(cancelled.status()).isEqualTo(OrderStatus.CANCELLED);
            assertThat(trade.getAccountData("uid:11").getBalance()).isEqualByComparingTo(before.getBalance());
            assertThatThrownBy(() -> trade.completeOrder(order.getOrderID())).isInstanceOf(OrderStateException.class);
            assertThat(trade.getHoldings("uid:11")).hasSize(holdingsBefore);
        } catch (OrderStateException completedFirst) {
            awaitFilled("uid:11", order.getOrderID());
        }
        assertThat(MoneyAudit.violations(target.dataSource())).isEmpty();
    }

    @Test
    void cancellingAnOpenSellGivesTheMoneyBackAndTheHoldingStaysSellable() throws Exception {
        int holdingID = trade.buy("uid:12", "s:2", 6, OrderProcessingMode.SYNC).getHoldingID();
        Account before = trade.getAccountData("uid:12");
        Order sale = trade.sell("uid:12", holdingID, OrderProcessingMode.ASYNC);
        try {
            trade.cancelOrder(sale.getOrderID());
            assertThat(trade.getAccountData("uid:12").getBalance()).isEqualByComparingTo(before.getBalance());
            assertThat(trade.getHolding(holdingID).isBeingSold()).isFalse();
            assertThat(trade.sell("uid:12", holdingID, OrderProcessingMode.SYNC).status())
                    .isEqualTo(OrderStatus.CLOSED);
        } catch (OrderStateException completedFirst) {
            awaitFilled("uid:12", sale.getOrderID());
        }
        assertThat(MoneyAudit.violations(target.dataSource())).isEmpty();
    }

    @Test
    void finishedOrdersCannotBeCompletedOrCancelledAgain() throws Exception {
        Order order = trade.buy("uid:13", "s:3", 1, OrderProcessingMode.SYNC);
        assertThatThrownBy(() -> trade.completeOrder(order.getOrderID())).isInstanceOf(OrderStateException.class)
                .hasMessageContaining("closed");
        assertThatThrownBy(() -> trade.cancelOrder(order.getOrderID())).isInstanceOf(OrderStateException.class);
        assertThatThrownBy(() -> trade.completeOrder(987_654)).isInstanceOf(UnknownOrderException.class);
        assertThatThrownBy(() -> trade.cancelOrder(987_654)).isInstanceOf(UnknownOrderException.class);
    }

    // --- orders and order alerts ---------------------------------------------------------------------------

    @Test
    void ordersAreListedNewestFirstAndBounded() throws Exception {
        List<Integer> placed = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            placed.add(trade.buy("uid:14", "s:" + i, 1 + i, OrderProcessingMode.SYNC).getOrderID());
        }
        int total = trade.countOrders("uid:14");
        List<Order> orders = trade.getOrders("uid:14", 3);
        assertThat(orders).hasSize(3);
        assertThat(orders).extracting(Order::getOrderID)
                .containsExactly(placed.get(3), placed.get(2), placed.get(1));
        assertThat(trade.getOrders("uid:14", TradeServices.MAX_ORDERS_LISTED)).hasSize(total)
                .isSortedAccordingTo(Comparator.comparing(Order::getOrderID).reversed());
        assertThatThrownBy(() -> trade.getOrders("uid:14", 0)).isInstanceOf(InvalidInputException.class);
        assertThatThrownBy(() -> trade.getOrders("uid:14", TradeServices.MAX_ORDERS_LISTED + 1))
                .isInstanceOf(InvalidInputException.class);
    }

    @Test
    void closedOrdersAreAlertedOnceThenMarkedCompleted() throws Exception {
        assertThat(trade.getClosedOrders("uid:15")).isEmpty();
        Order order = trade.buy("uid:15", "s:4", 2, OrderProcessingMode.SYNC);
        List<Order> alerts = trade.getClosedOrders("uid:15");
        assertThat(alerts).extracting(Order::getOrderID).containsExactly(order.getOrderID());
        assertThat(alerts).extracting(Order::status).containsExactly(OrderStatus.COMPLETED);
        assertThat(trade.getClosedOrders("uid:15")).isEmpty();
        assertThat(trade.getOrders("uid:15", 1).get(0).status()).isEqualTo(OrderStatus.COMPLETED);
    }

    @Test
    void alertsOfAPageIncludeTheOrderItFilledAndEarlierOnes() throws Exception {
        trade.getClosedOrders("uid:17");
        Order earlier = trade.buy("uid:17", "s:6", 1, OrderProcessingMode.SYNC);
        List<Order> alerts = trade.inOneTransaction(t -> {
            Order now = t.buy("uid:17", "s:6", 2, OrderProcessingMode.SYNC);
            List<Order> shown = t.getClosedOrders("uid:17");
            assertThat(shown).extracting(Order::getOrderID).containsExactly(earlier.getOrderID(), now.getOrderID());
            return shown;
        });
        assertThat(alerts).extracting(Order::status).containsOnly(OrderStatus.COMPLETED);
        assertThat(trade.getClosedOrders("uid:17")).isEmpty();
        assertThat(trade.getOrders("uid:17", 2)).extracting(Order::status)
                .containsExactly(OrderStatus.COMPLETED, OrderStatus.COMPLETED);
    }

    @Test
    void workInOneTransactionSeesItsOwnChangesAndCommitsOrRollsBackWhole() throws Exception {
        int held = trade.getHoldings("uid:16").size();
        int ordered = trade.countOrders("uid:16");
        Order bought = trade.inOneTransaction(t -> {
            Order buy = t.buy("uid:16", "s:5", 3, OrderProcessingMode.SYNC);
            assertThat(t.getHoldings("uid:16")).hasSize(held + 1);
            return buy;
        });
        assertThat(trade.getHoldings("uid:16")).extracting(Holding::getHoldingID).contains(bought.getHoldingID());
        BigDecimal balance = trade.getAccountData("uid:16").getBalance();

        assertThatThrownBy(() -> trade.inOneTransaction(t -> {
            t.buy("uid:16", "s:5", 3, OrderProcessingMode.SYNC);
            throw new IllegalStateException("the page failed after the buy");
        })).isInstanceOf(RuntimeException.class);

        assertThat(trade.getAccountData("uid:16").getBalance()).isEqualByComparingTo(balance);
        assertThat(trade.getHoldings("uid:16")).hasSize(held + 1);
        assertThat(trade.countOrders("uid:16")).isEqualTo(ordered + 1);
    }

    // --- market summary ----------------------------------------------------------------------------------

    @Test
    void marketSummaryAveragesAllQuotesAndRanksGainersAndLosers() throws Exception {
        List<Quote> quotes = trade.getAllQuotes();
        MarketSummary summary = trade.getMarketSummary();
        BigDecimal sum = quotes.stream().map(Quote::getPrice).reduce(BigDecimal.ZERO, BigDecimal::add);
        assertThat(summary.tsia()).isEqualByComparingTo(
                sum.divide(BigDecimal.valueOf(quotes.size()), 2, java.math.RoundingMode.HALF_UP));
        assertThat(summary.topGainers()).hasSize(5)
                .isSortedAccordingTo(Comparator.comparingDouble(Quote::getChange).reversed());
        assertThat(summary.topLosers()).hasSize(5).isSortedAccordingTo(Comparator.comparingDouble(Quote::getChange));
        double best = quotes.stream().mapToDouble(Quote::getChange).max().orElseThrow();
        assertThat(summary.topGainers().get(0).getChange()).isEqualTo(best);
        assertThat(summary.volume()).isCloseTo(quotes.stream().mapToDouble(Quote::getVolume).sum(), within(1e-6));
    }

    // --- reset ---------------------------------------------------------------------------------------------

    @Test
    void resetTradeCountsTheRunAndRestoresThePopulatedStateExactly() throws Exception {
        Map<String, List<String>> populated = DatabaseSnapshot.of(target.dataSource());

        trade.login("uid:0", "xxx");
        trade.logout("uid:0");
        trade.register("ru:1", "yyy", "R", "A", "E", "C", new BigDecimal("1000"));
        int holdingID = trade.buy("uid:0", "s:1", 5, OrderProcessingMode.SYNC).getHoldingID();
        trade.sell("uid:0", holdingID, OrderProcessingMode.SYNC);
        trade.buy("uid:1", "s:2", 5, OrderProcessingMode.SYNC);
        trade.cancelOrder(trade.buy("uid:2", "s:2", 1, OrderProcessingMode.ASYNC).getOrderID());
        trade.updateAccountProfile(new AccountProfile("uid:3", "new", "N", "A", "E", "C"));
        assertThat(DatabaseSnapshot.of(target.dataSource())).isNotEqualTo(populated);

        RunStats stats = trade.resetTrade();

        assertThat(stats.newUserCount()).isEqualTo(1);
        assertThat(stats.tradeUserCount()).isEqualTo(POPULATION.users());
        assertThat(stats.tradeStockCount()).isEqualTo(POPULATION.quotes());
        assertThat(stats.sumLoginCount()).isEqualTo(1);
        assertThat(stats.sumLogoutCount()).isEqualTo(1);
        assertThat(stats.sellOrderCount()).isEqualTo(1);
        assertThat(stats.cancelledOrderCount()).isEqualTo(1);
        assertThat(stats.openOrderCount()).isZero();
        assertThat(stats.deletedOrderCount()).isEqualTo(4);
        assertThat(stats.buyOrderCount()).isEqualTo(stats.orderCount() - 1);
        assertThat(DatabaseSnapshot.of(target.dataSource())).isEqualTo(populated);
        assertThat(trade.login("uid:3", "xxx").getProfileID()).isEqualTo("uid:3");
    }

    @Test
    void aUserIsFoundByTheirOwnAccountAfterAResetFreedItsKey() throws Exception {
        BigDecimal money = new BigDecimal("1000");
        int first = trade.register("ru:k1", "yyy", "R", "A", "E", "C", money).getAccountID();
        assertThat(trade.getAccountData("ru:k1").getAccountID()).isEqualTo(first);

        trade.resetTrade();
        int other = trade.register("ru:k2", "yyy", "R", "A", "E", "C", money).getAccountID();

        assertThatThrownBy(() -> trade.getAccountData("ru:k1")).isInstanceOf(UnknownUserException.class);
        int again = trade.register("ru:k1", "yyy", "R", "A", "E", "C", money).getAccountID();
        assertThat(trade.getAccountData("ru:k1").getAccountID()).isEqualTo(again);
        assertThat(trade.getAccountData("ru:k2").getAccountID()).isEqualTo(other);
        trade.resetTrade();
    }

    // --- invariants under concurrency ----------------------------------------------------------------------

    @Test
    void randomConcurrentTradingNeverCreatesOrLosesMoneyNorSellsAHoldingTwice() throws Exception {
        int threads = 32;
        long seconds = Long.getLong("daytrader.test.stressSeconds", 20);
        long deadline = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
        Set<Integer> soldHoldings = ConcurrentHashMap.newKeySet();
        Set<Integer> orderIDs = ConcurrentHashMap.newKeySet();
        AtomicInteger duplicateSales = new AtomicInteger();
        AtomicInteger duplicateOrderIDs = new AtomicInteger();
        AtomicLong trades = new AtomicLong();
        List<Callable<Void>> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            workers.add(() -> {
                ThreadLocalRandom random = ThreadLocalRandom.current();
                while (System.nanoTime() < deadline) {
                    String user = "uid:" + random.nextInt(POPULATION.users());
                    try {
                        Order order;
                        if (random.nextBoolean()) {
                            order = trade.buy(user, "s:" + random.nextInt(POPULATION.quotes()),
                                    1 + random.nextInt(100), OrderProcessingMode.SYNC);
                        } else {
                            List<Holding> holdings = trade.getHoldings(user);
                            if (holdings.isEmpty()) {
                                continue;
                            }
                            int holdingID = holdings.get(random.nextInt(holdings.size())).getHoldingID();
                            order = trade.sell(user, holdingID, OrderProcessingMode.SYNC);
                            if (!soldHoldings.add(holdingID)) {
                                duplicateSales.incrementAndGet();
                            }
                        }
                        if (!orderIDs.add(order.getOrderID())) {
                            duplicateOrderIDs.incrementAndGet();
                        }
                        trades.incrementAndGet();
                    } catch (UnknownHoldingException | HoldingAlreadySellingException raceLost) {
                        // another thread sold it first: the refusal is the behaviour under test
                    } catch (BalanceLimitException spent) {
                        // the user's cash is spent: refusing the buy is the behaviour under test
                    }
                }
                return null;
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (Future<Void> worker : pool.invokeAll(workers)) {
                worker.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(trades.get()).as("trades done in %d s", seconds).isGreaterThan(threads);
        assertThat(duplicateSales.get()).isZero();
        assertThat(duplicateOrderIDs.get()).isZero();
        assertThat(MoneyAudit.violations(target.dataSource())).isEmpty();
        assertThat(countOrdersWithStatus(OrderStatus.OPEN) + countOrdersWithStatus(OrderStatus.PROCESSING)).isZero();
    }

    @Test
    void moneyUnderContentionHoldsExactlyInEverySyncAndAsyncOrderMode() throws Exception {
        int traders = 64;
        int operations = Integer.getInteger("daytrader.test.contentionOperations", 10);
        for (OrderProcessingMode mode : List.of(OrderProcessingMode.SYNC, OrderProcessingMode.ASYNC)) {
            trade.resetTrade();
            Set<Integer> acknowledged = ConcurrentHashMap.newKeySet();
            Set<Integer> soldHoldings = ConcurrentHashMap.newKeySet();
            AtomicInteger duplicateSales = new AtomicInteger();
            List<Callable<Void>> workers = new ArrayList<>();
            for (int t = 0; t < traders; t++) {
                workers.add(() -> {
                    ThreadLocalRandom random = ThreadLocalRandom.current();
                    for (int i = 0; i < operations; i++) {
                        String user = "uid:" + random.nextInt(POPULATION.users());
                        try {
                            if (random.nextBoolean()) {
                                acknowledged.add(trade.buy(user, "s:" + random.nextInt(POPULATION.quotes()),
                                        1 + random.nextInt(50), mode).getOrderID());
                                continue;
                            }
                            List<Holding> holdings = trade.getHoldings(user);
                            if (!holdings.isEmpty()) {
                                int holdingID = holdings.get(random.nextInt(holdings.size())).getHoldingID();
                                acknowledged.add(trade.sell(user, holdingID, mode).getOrderID());
                                if (!soldHoldings.add(holdingID)) {
                                    duplicateSales.incrementAndGet();
                                }
                            }
                        } catch (UnknownHoldingException | HoldingAlreadySellingException | BalanceLimitException
                                refused) {
                            // lost a race for the holding, or the cash is spent: refusing is the behaviour under test
                        }
                    }
                    return null;
                });
            }
            ExecutorService pool = Executors.newFixedThreadPool(traders);
            try {
                for (Future<Void> worker : pool.invokeAll(workers)) {
                    worker.get();
                }
            } finally {
                pool.shutdownNow();
            }
            long drainStart = System.nanoTime();
            awaitNoOpenOrders(CONTENTION_DRAIN_LIMIT);
            long drainMillis = (System.nanoTime() - drainStart) / 1_000_000;
            List<String> violations = MoneyAudit.violations(target.dataSource());
            long missing = acknowledged.stream().filter(id -> {
                try {
                    return orderStatus(id) == null;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }).count();
            System.out.printf("money under contention, %s: %d orders acknowledged to %d traders, %d missing, "
                    + "%d holdings sold twice, %d accounts off, open orders drained in %d ms%n", mode.displayName(),
                    acknowledged.size(), traders, missing, duplicateSales.get(), violations.size(), drainMillis);
            assertThat(acknowledged).as("orders acknowledged").isNotEmpty();
            assertThat(missing).isZero();
            assertThat(duplicateSales.get()).isZero();
            assertThat(violations).isEmpty();
        }
    }

    @Test
    void concurrentRegistrationsAndOrdersNeverShareAKey() throws Exception {
        int threads = 16;
        int perThread = 25;
        List<Callable<List<Integer>>> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            workers.add(() -> {
                List<Integer> keys = new ArrayList<>();
                for (int i = 0; i < perThread; i++) {
                    String user = "ru:" + thread + "-" + i;
                    keys.add(trade.register(user, "pw", "F", "A", "E", "C", new BigDecimal("100000")).getAccountID());
                    keys.add(-trade.buy(user, "s:" + (i % POPULATION.quotes()), 1, OrderProcessingMode.SYNC)
                            .getOrderID());
                }
                return keys;
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Integer> keys = new ArrayList<>();
        try {
            for (Future<List<Integer>> worker : pool.invokeAll(workers)) {
                keys.addAll(worker.get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(keys).hasSize(threads * perThread * 2).doesNotHaveDuplicates();
    }

    // --- helpers ---------------------------------------------------------------------------------------------

    private Order awaitFilled(String userID, int orderID) throws Exception {
        long deadline = System.nanoTime() + ASYNC_LIMIT.toNanos();
        while (System.nanoTime() < deadline) {
            for (Order order : trade.getOrders(userID, TradeServices.MAX_ORDERS_LISTED)) {
                if (order.getOrderID() == orderID && order.status().isFilled()) {
                    return order;
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("Order " + orderID + " was not filled within " + ASYNC_LIMIT);
    }

    private void awaitNoOpenOrders(Duration limit) throws Exception {
        long deadline = System.nanoTime() + limit.toNanos();
        while (countOrdersWithStatus(OrderStatus.OPEN) + countOrdersWithStatus(OrderStatus.PROCESSING) > 0) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Orders still open after " + limit);
            }
            Thread.sleep(50);
        }
    }

    private int countOrders(String userID, String type) throws TradeException {
        return (int) trade.getOrders(userID, TradeServices.MAX_ORDERS_LISTED).stream()
                .filter(o -> o.getOrderType().equals(type)).count();
    }

    private String orderStatus(int orderID) throws Exception {
        try (var c = target.dataSource().getConnection();
                var s = c.prepareStatement("SELECT ORDERSTATUS FROM ORDEREJB WHERE ORDERID = ?")) {
            s.setInt(1, orderID);
            try (var rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    private int countOrdersWithStatus(OrderStatus status) throws Exception {
        try (var c = target.dataSource().getConnection();
                var s = c.prepareStatement("SELECT COUNT(*) FROM ORDEREJB WHERE ORDERSTATUS = ?")) {
            s.setString(1, status.code());
            try (var rs = s.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
