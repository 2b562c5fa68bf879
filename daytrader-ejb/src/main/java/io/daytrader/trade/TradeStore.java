package io.daytrader.trade;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.Quote;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.List;

/**
 * The trade data as one transaction sees it. {@link TradeEngine} holds the rules; a store only reads and
 * writes, on JDBC or JPA. Methods that say "atomically" must give true to exactly one of several concurrent
 * callers.
 */
public interface TradeStore {

    AccountProfile findProfile(String userID) throws SQLException;

    void insertProfile(AccountProfile profile) throws SQLException;

    boolean updateProfile(AccountProfile profile) throws SQLException;

    Account findAccountByUser(String userID) throws SQLException;

    void insertAccount(Account account) throws SQLException;

    /** Counts a login: the account's last login time and login count, in the database and on the object. */
    void recordLogin(Account account, LocalDateTime when) throws SQLException;

    /** Counts a logout, in the database and on the object. */
    void recordLogout(Account account) throws SQLException;

    /**
     * Atomically adds (or with a negative amount, subtracts) if the new balance stays within {@code floor} and
     * {@code ceiling}; false, changing nothing, if it would not. No concurrent change is lost: the store
     * either updates in one statement or reads the balance under a lock.
     */
    boolean addToBalance(int accountID, BigDecimal amount, BigDecimal floor, BigDecimal ceiling) throws SQLException;

    Quote findQuote(String symbol) throws SQLException;

    /** Reads the quote with its row locked until the transaction ends; null if there is none. */
    Quote lockQuote(String symbol) throws SQLException;

    List<Quote> findAllQuotes() throws SQLException;

    /** The {@code limit} quotes with the largest change ({@code descending}) or the smallest. */
    List<Quote> findQuotesByChange(boolean descending, int limit) throws SQLException;

    QuoteTotals quoteTotals() throws SQLException;

    void insertQuote(Quote quote) throws SQLException;

    /** Writes price, range, change and volume of a quote read with {@link #lockQuote}. */
    void updateQuoteTrading(Quote quote) throws SQLException;

    Holding findHolding(int holdingID) throws SQLException;

    List<Holding> findHoldings(int accountID) throws SQLException;

    void insertHolding(Holding holding) throws SQLException;

    /** Atomically marks the holding as being sold by the order; false if it already is, or is gone. */
    boolean claimHoldingForSale(int holdingID, int orderID) throws SQLException;

    /** Makes the holding sellable again if the order still claims it. */
    void releaseHolding(int holdingID, int orderID) throws SQLException;

    /** Deletes the holding after dropping every order's reference to it. */
    void deleteHolding(int holdingID) throws SQLException;

    Order findOrder(int orderID) throws SQLException;

    /** Newest first. */
    List<Order> findOrders(int accountID, int limit) throws SQLException;

    /**
     * The ids of the account's orders in {@code status}, oldest first: read from the index on account, status and
     * id alone, so that the look-up costs what it finds, not the account's order history.
     */
    List<Integer> findOrderIDs(int accountID, OrderStatus status) throws SQLException;

    /**
     * The account's orders created in this transaction that are now in {@code status} and that the store may not
     * have written in that status yet (a store that writes at once has none). A change made to them before the next
     * read of the database is written once, with the order's other changes.
     */
    List<Order> unwrittenOrders(int accountID, OrderStatus status) throws SQLException;

    int countOrders(int accountID) throws SQLException;

    void insertOrder(Order order) throws SQLException;

    /** Atomically writes status, completion date and holding of the order if it still is in {@code from}. */
    boolean changeOrderStatus(Order order, OrderStatus from) throws SQLException;

    /**
     * Atomically marks a closed order as shown to its user (completed, in the database and on the object); false if
     * another request already did.
     */
    boolean markOrderAlerted(Order order) throws SQLException;

    /** Row count and sums over all quotes, for the market summary. */
    record QuoteTotals(long count, BigDecimal priceSum, BigDecimal openSum, double volume) {
    }
}
