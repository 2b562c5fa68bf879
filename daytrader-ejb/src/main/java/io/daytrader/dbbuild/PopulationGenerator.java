package io.daytrader.dbbuild;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Money;
import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.OrderType;
import io.daytrader.domain.PriceChange;
import io.daytrader.domain.Quote;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Generates the populated database from its settings, deterministically: the same settings give the same
 * rows, so a reset can restore them exactly. Users are generated one at a time (the quotes stay in memory as
 * every buy moves its quote's price, as the classic populate does).
 *
 * <p>Keys: account i+1 for uid:i; holdings and orders are numbered from 1 in generation order.
 */
final class PopulationGenerator {

    /** The date stamped on every populated row, so that two builds are identical. */
    static final LocalDateTime POPULATION_DATE = LocalDateTime.of(2000, 1, 3, 9, 30);
    static final String PASSWORD = "xxx";

    private static final BigDecimal FIRST_USER_BALANCE = Money.of("1000000");

    private final PopulationSettings settings;

    PopulationGenerator(PopulationSettings settings) {
        this.settings = settings;
    }

    /** The quotes as first created, before any populated buy moved them. */
    List<Quote> initialQuotes() {
        return newQuotes(new Random(settings.seed()));
    }

    /**
     * Generates every user in order, then returns the quotes as the populated buys left them.
     */
    <E extends Exception> List<Quote> generateUsers(UserSink<E> sink) throws E {
        Random random = new Random(settings.seed());
        List<Quote> quotes = newQuotes(random);
        int holdingKey = 0;
        for (int i = 0; i < settings.users(); i++) {
            String userID = "uid:" + i;
            AccountProfile profile = new AccountProfile(userID, PASSWORD,
                    "first:" + random.nextInt(1000) + " last:" + random.nextInt(5000),
                    random.nextInt(1000) + " Oak St.",
                    "uid" + i + "@" + random.nextInt(100) + ".com",
                    random.nextInt(100) + "-" + random.nextInt(1000) + "-" + random.nextInt(1000) + "-"
                            + random.nextInt(1000));
            BigDecimal openBalance = i == 0 ? FIRST_USER_BALANCE : Money.of(200_000 + random.nextInt(100_000));
            int accountID = i + 1;
            int holdingCount = random.nextInt(settings.maxHoldings() + 1);
            List<Holding> holdings = new ArrayList<>(holdingCount);
            List<Order> orders = new ArrayList<>(holdingCount);
            BigDecimal balance = openBalance;
            for (int h = 0; h < holdingCount; h++) {
                Quote quote = quotes.get(random.nextInt(Math.max(1, quotes.size() - 1)));
                double quantity = random.nextInt(200) + 1;
                holdingKey++;
                Holding holding = new Holding(holdingKey, accountID, quote.getSymbol(), quantity, quote.getPrice(),
                        POPULATION_DATE, null);
                Order order = new Order(holdingKey, OrderType.BUY, OrderStatus.COMPLETED, POPULATION_DATE,
                        POPULATION_DATE, quantity, quote.getPrice(), accountID, quote.getSymbol(), holdingKey);
                balance = balance.add(order.cashChange());
                holdings.add(holding);
                orders.add(order);
                quote.trade(PriceChange.randomFactor(random), quantity);
            }
            Account account = new Account(accountID, userID, balance, openBalance, POPULATION_DATE, POPULATION_DATE,
                    0, 0);
            sink.accept(new PopulatedUser(profile, account, holdings, orders));
        }
        return quotes;
    }

    /** Rows of the whole population: quotes, profiles, accounts, holdings and orders. */
    PopulationSize size() {
        int[] holdings = {0};
        generateUsers(user -> holdings[0] += user.holdings().size());
        return new PopulationSize(settings.users(), settings.quotes(), holdings[0]);
    }

    /** Takes the generated users one by one. */
    @FunctionalInterface
    interface UserSink<E extends Exception> {
        void accept(PopulatedUser user) throws E;
    }

    private List<Quote> newQuotes(Random random) {
        List<Quote> quotes = new ArrayList<>(settings.quotes());
        for (int i = 0; i < settings.quotes(); i++) {
            quotes.add(new Quote("s:" + i, "S" + i + " Incorporated", Money.of(random.nextInt(200) + 1)));
        }
        return quotes;
    }

    /** Row counts; holdings and buy orders are one each per populated holding. */
    record PopulationSize(int users, int quotes, int holdings) {

        long rows() {
            return quotes + 2L * users + 2L * holdings;
        }

        int maxAccountKey() {
            return users;
        }

        int maxHoldingKey() {
            return holdings;
        }

        int maxOrderKey() {
            return holdings;
        }
    }
}
