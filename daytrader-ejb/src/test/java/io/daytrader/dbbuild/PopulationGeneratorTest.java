package io.daytrader.dbbuild;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.domain.Holding;
import io.daytrader.domain.Money;
import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.OrderType;
import io.daytrader.domain.Quote;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class PopulationGeneratorTest {

    private static final PopulationSettings SETTINGS = PopulationSettings.of(50, 20);

    private record Population(List<PopulatedUser> users, List<Quote> quotes) {

        List<Holding> holdings() {
            return users.stream().flatMap(user -> user.holdings().stream()).toList();
        }

        List<Order> orders() {
            return users.stream().flatMap(user -> user.orders().stream()).toList();
        }
    }

    private static Population generate(PopulationSettings settings) {
        List<PopulatedUser> users = new ArrayList<>();
        List<Quote> quotes = new PopulationGenerator(settings).generateUsers(users::add);
        return new Population(users, quotes);
    }

    private static int symbolIndex(String symbol) {
        assertThat(symbol).startsWith("s:");
        return Integer.parseInt(symbol.substring(2));
    }

    @Test
    void sameSettingsGiveTheSameRows() {
        Population first = generate(SETTINGS);
        Population second = generate(SETTINGS);

        assertThat(first.users()).hasSize(50);
        assertThat(first.holdings()).isNotEmpty();
        assertThat(second.users()).usingRecursiveComparison().isEqualTo(first.users());
        assertThat(second.quotes()).usingRecursiveComparison().isEqualTo(first.quotes());
    }

    @Test
    void sameSettingsGiveTheSameInitialQuotes() {
        assertThat(new PopulationGenerator(SETTINGS).initialQuotes()).usingRecursiveComparison()
                .isEqualTo(new PopulationGenerator(SETTINGS).initialQuotes());
    }

    @Test
    void anotherSeedGivesOtherRows() {
        PopulationSettings otherSeed = new PopulationSettings(50, 20, 10, SETTINGS.seed() + 1);

        Population population = generate(SETTINGS);
        Population other = generate(otherSeed);

        assertThat(other.users()).usingRecursiveComparison().isNotEqualTo(population.users());
        assertThat(other.quotes()).usingRecursiveComparison().isNotEqualTo(population.quotes());
        assertThat(other.users().get(0).profile().getFullName())
                .isNotEqualTo(population.users().get(0).profile().getFullName());
    }

    @Test
    void usersAreNumberedWithTheirAccounts() {
        List<PopulatedUser> users = generate(SETTINGS).users();

        for (int i = 0; i < users.size(); i++) {
            PopulatedUser user = users.get(i);
            assertThat(user.profile().getUserID()).isEqualTo("uid:" + i);
            assertThat(user.profile().getPassword()).isEqualTo("xxx");
            assertThat(user.profile().getEmail()).startsWith("uid" + i + "@");
            assertThat(user.account().getAccountID()).isEqualTo(i + 1);
            assertThat(user.account().getProfileID()).isEqualTo("uid:" + i);
            assertThat(user.account().getCreationDate()).isEqualTo(PopulationGenerator.POPULATION_DATE);
        }
    }

    @Test
    void firstUserOpensWithAMillion() {
        PopulatedUser first = generate(SETTINGS).users().get(0);

        assertThat(first.account().getOpenBalance()).isEqualTo(new BigDecimal("1000000.00"));
    }

    @Test
    void otherUsersOpenWith200000To299999() {
        List<PopulatedUser> others = generate(SETTINGS).users().subList(1, 50);

        for (PopulatedUser user : others) {
            BigDecimal openBalance = user.account().getOpenBalance();
            assertThat(openBalance).isBetween(new BigDecimal("200000.00"), new BigDecimal("299999.00"));
            assertThat(openBalance.scale()).isEqualTo(2);
            assertThat(openBalance.remainder(BigDecimal.ONE)).isZero();
        }
        assertThat(others).extracting(user -> user.account().getOpenBalance()).doesNotHaveDuplicates();
    }

    @Test
    void everyUserHasUpToMaxHoldingsWithOneOrderEach() {
        for (PopulatedUser user : generate(SETTINGS).users()) {
            assertThat(user.holdings()).hasSizeBetween(0, 10);
            assertThat(user.orders()).hasSameSizeAs(user.holdings());
        }
        for (PopulatedUser user : generate(new PopulationSettings(50, 20, 2, 99)).users()) {
            assertThat(user.holdings()).hasSizeBetween(0, 2);
        }
        assertThat(generate(new PopulationSettings(10, 20, 0, 99)).holdings()).isEmpty();
    }

    @Test
    void balanceIsOpenBalancePlusTheCashOfTheOrders() {
        for (PopulatedUser user : generate(SETTINGS).users()) {
            BigDecimal spent = user.orders().stream().map(Order::cashChange).reduce(Money.ZERO, BigDecimal::add);

            assertThat(user.account().getBalance()).isEqualTo(user.account().getOpenBalance().add(spent));
        }
    }

    @Test
    void ordersAreCompletedBuysOfTheirHoldings() {
        for (PopulatedUser user : generate(SETTINGS).users()) {
            for (int h = 0; h < user.holdings().size(); h++) {
                Holding holding = user.holdings().get(h);
                Order order = user.orders().get(h);
                assertThat(order.type()).isEqualTo(OrderType.BUY);
                assertThat(order.status()).isEqualTo(OrderStatus.COMPLETED);
                assertThat(order.getHoldingID()).isEqualTo(holding.getHoldingID());
                assertThat(order.getAccountID()).isEqualTo(user.account().getAccountID());
                assertThat(holding.getAccountID()).isEqualTo(user.account().getAccountID());
                assertThat(order.getQuoteSymbol()).isEqualTo(holding.getQuoteSymbol());
                assertThat(order.getQuantity()).isEqualTo(holding.getQuantity()).isBetween(1.0, 200.0);
                assertThat(order.getPrice()).isEqualTo(holding.getPurchasePrice());
                assertThat(holding.isBeingSold()).isFalse();
            }
        }
    }

    @Test
    void holdingAndOrderIdsRunFromOneWithoutGaps() {
        Population population = generate(SETTINGS);
        List<Integer> oneToN = IntStream.rangeClosed(1, population.holdings().size()).boxed().toList();

        assertThat(population.holdings()).extracting(Holding::getHoldingID).containsExactlyElementsOf(oneToN);
        assertThat(population.orders()).extracting(Order::getOrderID).containsExactlyElementsOf(oneToN);
    }

    @Test
    void sizeMatchesTheGeneratedRows() {
        Population population = generate(SETTINGS);
        int holdings = population.holdings().size();

        PopulationGenerator.PopulationSize size = new PopulationGenerator(SETTINGS).size();

        assertThat(size).isEqualTo(new PopulationGenerator.PopulationSize(50, 20, holdings));
        assertThat(size.rows()).isEqualTo(20 + 2 * 50 + 2L * holdings);
        assertThat(size.maxAccountKey()).isEqualTo(50);
        assertThat(size.maxHoldingKey()).isEqualTo(holdings);
        assertThat(size.maxOrderKey()).isEqualTo(population.orders().size());
    }

    @Test
    void buysNeverTheLastQuote() {
        Population population = generate(SETTINGS);

        assertThat(population.holdings()).extracting(holding -> symbolIndex(holding.getQuoteSymbol()))
                .allMatch(index -> index >= 0 && index <= 18)
                .contains(0, 18);
    }

    @Test
    void withASingleQuoteEveryBuyIsOfIt() {
        Population population = generate(new PopulationSettings(20, 1, 10, 5));

        assertThat(population.holdings()).isNotEmpty()
                .allMatch(holding -> holding.getQuoteSymbol().equals("s:0"));
    }

    @Test
    void initialQuotesAreNumberedAndPricedOneTo200() {
        List<Quote> quotes = new PopulationGenerator(SETTINGS).initialQuotes();

        assertThat(quotes).extracting(Quote::getSymbol)
                .containsExactlyElementsOf(IntStream.range(0, 20).mapToObj(i -> "s:" + i).toList());
        for (Quote quote : quotes) {
            assertThat(quote.getPrice()).isBetween(new BigDecimal("1.00"), new BigDecimal("200.00"));
            assertThat(quote.getOpen()).isEqualTo(quote.getPrice());
            assertThat(quote.getVolume()).isZero();
        }
    }

    @Test
    void finalQuotesCarryTheVolumeOfThePopulatedBuys() {
        Population population = generate(SETTINGS);
        List<Quote> initial = new PopulationGenerator(SETTINGS).initialQuotes();
        Map<String, Double> bought = new HashMap<>();
        for (Holding holding : population.holdings()) {
            bought.merge(holding.getQuoteSymbol(), holding.getQuantity(), Double::sum);
        }

        for (int i = 0; i < population.quotes().size(); i++) {
            Quote quote = population.quotes().get(i);
            assertThat(quote.getSymbol()).isEqualTo(initial.get(i).getSymbol());
            assertThat(quote.getOpen()).isEqualTo(initial.get(i).getOpen());
            assertThat(quote.getVolume()).isEqualTo(bought.getOrDefault(quote.getSymbol(), 0.0));
            assertThat(quote.getPrice()).isBetween(quote.getLow(), quote.getHigh());
        }
        assertThat(population.quotes().get(19)).usingRecursiveComparison().isEqualTo(initial.get(19));
    }

    @Test
    void firstHoldingIsBoughtAtTheInitialPrice() {
        Population population = generate(SETTINGS);
        List<Quote> initial = new PopulationGenerator(SETTINGS).initialQuotes();
        Holding first = population.holdings().get(0);

        assertThat(first.getPurchasePrice())
                .isEqualTo(initial.get(symbolIndex(first.getQuoteSymbol())).getPrice());
    }
}
