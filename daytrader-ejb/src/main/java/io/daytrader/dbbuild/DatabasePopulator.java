package io.daytrader.dbbuild;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.Quote;
import io.daytrader.trade.jdbc.AccountRepository;
import io.daytrader.trade.jdbc.HoldingRepository;
import io.daytrader.trade.jdbc.OrderRepository;
import io.daytrader.trade.jdbc.ProfileRepository;
import io.daytrader.trade.jdbc.QuoteRepository;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** Replaces the trade data of a database by the generated population, in batches, on the caller's transaction. */
final class DatabasePopulator {

    static final int BATCH_ROWS = 1000;

    private final ProfileRepository profiles = new ProfileRepository();
    private final AccountRepository accounts = new AccountRepository();
    private final QuoteRepository quotes = new QuoteRepository();
    private final HoldingRepository holdings = new HoldingRepository();
    private final OrderRepository orders = new OrderRepository();

    /** Deletes all trade rows (not the key table) and writes the population. */
    void populate(Connection c, PopulationSettings settings, BuildProgress progress) throws SQLException {
        PopulationGenerator generator = new PopulationGenerator(settings);
        PopulationGenerator.PopulationSize size = generator.size();
        Counter counter = new Counter(progress, size.rows());

        counter.phase("deleting previous data");
        deleteTradeData(c);

        counter.phase("quotes");
        List<Quote> finalQuotes = generator.<RuntimeException>generateUsers(user -> { });
        for (List<Quote> batch : batches(finalQuotes)) {
            quotes.insertAll(c, batch);
            counter.add(batch.size());
        }

        counter.phase("users");
        UserBatch batch = new UserBatch();
        generator.<SQLException>generateUsers(user -> {
            batch.add(user);
            if (batch.rows() >= BATCH_ROWS) {
                flush(c, batch, counter);
            }
        });
        flush(c, batch, counter);
        raiseKeys(c, size);
        PopulationRecord.write(c, settings);
        counter.phase("done");
    }

    private void deleteTradeData(Connection c) throws SQLException {
        quotes.lockAll(c); // first, in the trade's lock order (PopulationRestorer)
        try (Statement s = c.createStatement()) {
            s.executeUpdate("DELETE FROM ORDEREJB");
            s.executeUpdate("DELETE FROM HOLDINGEJB");
            s.executeUpdate("DELETE FROM ACCOUNTEJB");
            s.executeUpdate("DELETE FROM ACCOUNTPROFILEEJB");
            s.executeUpdate("DELETE FROM QUOTEEJB");
        }
    }

    private void flush(Connection c, UserBatch batch, Counter counter) throws SQLException {
        profiles.insertAll(c, batch.profiles);
        accounts.insertAll(c, batch.accounts);
        holdings.insertAll(c, batch.holdings);
        orders.insertAll(c, batch.orders);
        counter.add(batch.rows());
        batch.clear();
    }

    /** Keys handed out at run time start above every populated key; they never go down. */
    private static void raiseKeys(Connection c, PopulationGenerator.PopulationSize size) throws SQLException {
        raiseKey(c, "account", size.maxAccountKey() + 1);
        raiseKey(c, "holding", size.maxHoldingKey() + 1);
        raiseKey(c, "order", size.maxOrderKey() + 1);
    }

    private static void raiseKey(Connection c, String keyName, int atLeast) throws SQLException {
        try (PreparedStatement update = c.prepareStatement(
                "UPDATE KEYGENEJB SET KEYVAL = CASE WHEN KEYVAL < ? THEN ? ELSE KEYVAL END WHERE KEYNAME = ?")) {
            update.setInt(1, atLeast);
            update.setInt(2, atLeast);
            update.setString(3, keyName);
            if (update.executeUpdate() == 1) {
                return;
            }
        }
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO KEYGENEJB (KEYNAME, KEYVAL) VALUES (?, ?)")) {
            insert.setString(1, keyName);
            insert.setInt(2, atLeast);
            insert.executeUpdate();
        }
    }

    private static <T> List<List<T>> batches(List<T> rows) {
        List<List<T>> batches = new ArrayList<>();
        for (int from = 0; from < rows.size(); from += BATCH_ROWS) {
            batches.add(rows.subList(from, Math.min(rows.size(), from + BATCH_ROWS)));
        }
        return batches;
    }

    private static final class UserBatch {
        final List<AccountProfile> profiles = new ArrayList<>();
        final List<Account> accounts = new ArrayList<>();
        final List<Holding> holdings = new ArrayList<>();
        final List<Order> orders = new ArrayList<>();

        void add(PopulatedUser user) {
            profiles.add(user.profile());
            accounts.add(user.account());
            holdings.addAll(user.holdings());
            orders.addAll(user.orders());
        }

        int rows() {
            return profiles.size() + accounts.size() + holdings.size() + orders.size();
        }

        void clear() {
            profiles.clear();
            accounts.clear();
            holdings.clear();
            orders.clear();
        }
    }

    private static final class Counter {
        private final BuildProgress progress;
        private final long total;
        private long done;
        private String phase = "";

        Counter(BuildProgress progress, long total) {
            this.progress = progress;
            this.total = total;
        }

        void phase(String name) {
            phase = name;
            progress.progress(phase, done, total);
        }

        void add(long rows) {
            done += rows;
            progress.progress(phase, done, total);
        }
    }
}
