package io.daytrader.dbbuild;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.Quote;
import io.daytrader.trade.jdbc.AccountRepository;
import io.daytrader.trade.jdbc.HoldingRepository;
import io.daytrader.trade.jdbc.JdbcBatch;
import io.daytrader.trade.jdbc.ProfileRepository;
import io.daytrader.trade.jdbc.QuoteRepository;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Brings a database populated with some settings back to exactly the populated state, undoing only what
 * trading can change: rows added at run time (their keys lie above every populated key) are deleted; balances,
 * login counts, profiles and quotes are overwritten; sold populated holdings are put back.
 */
final class PopulationRestorer {

    private final ProfileRepository profiles = new ProfileRepository();
    private final AccountRepository accounts = new AccountRepository();
    private final QuoteRepository quotes = new QuoteRepository();
    private final HoldingRepository holdings = new HoldingRepository();

    void restore(Connection c, PopulationSettings settings, BuildProgress progress) throws SQLException {
        PopulationGenerator generator = new PopulationGenerator(settings);
        PopulationGenerator.PopulationSize size = generator.size();
        long total = 2L * size.users() + size.quotes();
        progress.progress("deleting run data", 0, total);
        // the trade's lock order (quote, holding, account, order; TradeEngine): an order completing meanwhile holds
        // its quote and waits for its order row, so taking the orders first here was a deadlock
        quotes.lockAll(c);
        deleteAbove(c, "DELETE FROM ORDEREJB WHERE ORDERID > ?", size.maxOrderKey());
        deleteAbove(c, "DELETE FROM HOLDINGEJB WHERE HOLDINGID > ?", size.maxHoldingKey());
        deleteAbove(c, "DELETE FROM ACCOUNTEJB WHERE ACCOUNTID > ?", size.maxAccountKey());
        try (Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE HOLDINGEJB SET SELLORDERID = NULL WHERE SELLORDERID IS NOT NULL");
            s.executeUpdate("DELETE FROM ACCOUNTPROFILEEJB WHERE USERID NOT IN (SELECT PROFILE_USERID FROM ACCOUNTEJB)");
        }
        BitSet presentHoldings = presentHoldings(c);

        List<AccountProfile> profileBatch = new ArrayList<>();
        List<Account> accountBatch = new ArrayList<>();
        List<Holding> holdingBatch = new ArrayList<>();
        List<Order> relinkBatch = new ArrayList<>();
        long[] done = {0};
        List<Quote> finalQuotes = generator.<SQLException>generateUsers(user -> {
            profileBatch.add(user.profile());
            accountBatch.add(user.account());
            for (int i = 0; i < user.holdings().size(); i++) {
                Holding holding = user.holdings().get(i);
                if (!presentHoldings.get(holding.getHoldingID())) {
                    holdingBatch.add(holding);
                    relinkBatch.add(user.orders().get(i));
                }
            }
            if (profileBatch.size() >= DatabasePopulator.BATCH_ROWS) {
                done[0] += flush(c, profileBatch, accountBatch, holdingBatch, relinkBatch);
                progress.progress("users", done[0], total);
            }
        });
        done[0] += flush(c, profileBatch, accountBatch, holdingBatch, relinkBatch);
        progress.progress("quotes", done[0], total);

        deleteQuotesOutside(c, finalQuotes);
        quotes.updateTradingAll(c, finalQuotes);
        progress.progress("done", total, total);
    }

    private int flush(Connection c, List<AccountProfile> profileBatch, List<Account> accountBatch,
            List<Holding> holdingBatch, List<Order> relinkBatch) throws SQLException {
        profiles.updateAll(c, profileBatch);
        accounts.updateAll(c, accountBatch);
        holdings.insertAll(c, holdingBatch);
        relinkOrders(c, relinkBatch);
        int rows = profileBatch.size() + accountBatch.size();
        profileBatch.clear();
        accountBatch.clear();
        holdingBatch.clear();
        relinkBatch.clear();
        return rows;
    }

    private static void deleteAbove(Connection c, String sql, int key) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setInt(1, key);
            s.executeUpdate();
        }
    }

    private static BitSet presentHoldings(Connection c) throws SQLException {
        BitSet present = new BitSet();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT HOLDINGID FROM HOLDINGEJB")) {
            while (rs.next()) {
                present.set(rs.getInt(1));
            }
        }
        return present;
    }

    /** A sale nulls the references to the holding it removed; the restored holding gets them back. */
    private static void relinkOrders(Connection c, List<Order> populatedOrders) throws SQLException {
        JdbcBatch.run(c, "UPDATE ORDEREJB SET HOLDING_HOLDINGID = ? WHERE ORDERID = ?", populatedOrders, (s, order) -> {
            s.setInt(1, order.getHoldingID());
            s.setInt(2, order.getOrderID());
        });
    }

    private static void deleteQuotesOutside(Connection c, List<Quote> populated) throws SQLException {
        Set<String> keep = new HashSet<>();
        populated.forEach(q -> keep.add(q.getSymbol()));
        List<String> extra = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT SYMBOL FROM QUOTEEJB")) {
            while (rs.next()) {
                if (!keep.contains(rs.getString(1))) {
                    extra.add(rs.getString(1));
                }
            }
        }
        JdbcBatch.run(c, "DELETE FROM QUOTEEJB WHERE SYMBOL = ?", extra, (s, symbol) -> s.setString(1, symbol));
    }
}
