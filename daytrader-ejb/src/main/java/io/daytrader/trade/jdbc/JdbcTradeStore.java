package io.daytrader.trade.jdbc;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.Quote;
import io.daytrader.trade.DuplicateKeyException;
import io.daytrader.trade.TradeStore;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.List;

/** The trade data on one JDBC connection, through the table repositories. */
final class JdbcTradeStore implements TradeStore {

    private static final ProfileRepository PROFILES = new ProfileRepository();
    private static final AccountRepository ACCOUNTS = new AccountRepository();
    private static final QuoteRepository QUOTES = new QuoteRepository();
    private static final HoldingRepository HOLDINGS = new HoldingRepository();
    private static final OrderRepository ORDERS = new OrderRepository();

    private final Connection c;

    JdbcTradeStore(Connection connection) {
        this.c = connection;
    }

    @Override
    public AccountProfile findProfile(String userID) throws SQLException {
        return PROFILES.find(c, userID);
    }

    @Override
    public void insertProfile(AccountProfile profile) throws SQLException {
        try {
            PROFILES.insert(c, profile);
        } catch (SQLException e) {
            throw duplicateOr(e, "profile " + profile.getUserID());
        }
    }

    @Override
    public boolean updateProfile(AccountProfile profile) throws SQLException {
        return PROFILES.update(c, profile);
    }

    @Override
    public Account findAccountByUser(String userID) throws SQLException {
        return ACCOUNTS.findByUser(c, userID);
    }

    @Override
    public void insertAccount(Account account) throws SQLException {
        try {
            ACCOUNTS.insert(c, account);
        } catch (SQLException e) {
            throw duplicateOr(e, "account of " + account.getProfileID());
        }
    }

    @Override
    public void recordLogin(Account account, LocalDateTime when) throws SQLException {
        ACCOUNTS.recordLogin(c, account.getAccountID(), when);
        account.setLastLogin(when);
        account.setLoginCount(account.getLoginCount() + 1);
    }

    @Override
    public void recordLogout(Account account) throws SQLException {
        ACCOUNTS.recordLogout(c, account.getAccountID());
        account.setLogoutCount(account.getLogoutCount() + 1);
    }

    @Override
    public boolean addToBalance(int accountID, BigDecimal amount, BigDecimal floor, BigDecimal ceiling)
            throws SQLException {
        return ACCOUNTS.addToBalance(c, accountID, amount, floor, ceiling);
    }

    @Override
    public Quote findQuote(String symbol) throws SQLException {
        return QUOTES.find(c, symbol);
    }

    @Override
    public Quote lockQuote(String symbol) throws SQLException {
        return QUOTES.lock(c, symbol);
    }

    @Override
    public List<Quote> findAllQuotes() throws SQLException {
        return QUOTES.findAll(c);
    }

    @Override
    public List<Quote> findQuotesByChange(boolean descending, int limit) throws SQLException {
        return QUOTES.findByChange(c, descending, limit);
    }

    @Override
    public QuoteTotals quoteTotals() throws SQLException {
        return QUOTES.totals(c);
    }

    @Override
    public void insertQuote(Quote quote) throws SQLException {
        try {
            QUOTES.insert(c, quote);
        } catch (SQLException e) {
            throw duplicateOr(e, "quote " + quote.getSymbol());
        }
    }

    @Override
    public void updateQuoteTrading(Quote quote) throws SQLException {
        QUOTES.updateTrading(c, quote);
    }

    @Override
    public Holding findHolding(int holdingID) throws SQLException {
        return HOLDINGS.find(c, holdingID);
    }

    @Override
    public List<Holding> findHoldings(int accountID) throws SQLException {
        return HOLDINGS.findByAccount(c, accountID);
    }

    @Override
    public void insertHolding(Holding holding) throws SQLException {
        HOLDINGS.insert(c, holding);
    }

    @Override
    public boolean claimHoldingForSale(int holdingID, int orderID) throws SQLException {
        return HOLDINGS.claimForSale(c, holdingID, orderID);
    }

    @Override
    public void releaseHolding(int holdingID, int orderID) throws SQLException {
        HOLDINGS.release(c, holdingID, orderID);
    }

    @Override
    public void deleteHolding(int holdingID) throws SQLException {
        ORDERS.forgetHolding(c, holdingID);
        HOLDINGS.delete(c, holdingID);
    }

    @Override
    public Order findOrder(int orderID) throws SQLException {
        return ORDERS.find(c, orderID);
    }

    @Override
    public List<Order> findOrders(int accountID, int limit) throws SQLException {
        return ORDERS.findByAccount(c, accountID, limit);
    }

    @Override
    public List<Integer> findOrderIDs(int accountID, OrderStatus status) throws SQLException {
        return ORDERS.findIDsByStatus(c, accountID, status);
    }

    @Override
    public List<Order> unwrittenOrders(int accountID, OrderStatus status) {
        return List.of();
    }

    @Override
    public int countOrders(int accountID) throws SQLException {
        return ORDERS.countByAccount(c, accountID);
    }

    @Override
    public void insertOrder(Order order) throws SQLException {
        ORDERS.insert(c, order);
    }

    @Override
    public boolean changeOrderStatus(Order order, OrderStatus from) throws SQLException {
        return ORDERS.changeStatus(c, order, from);
    }

    @Override
    public boolean markOrderAlerted(Order order) throws SQLException {
        if (!ORDERS.markAlerted(c, order.getOrderID())) {
            return false;
        }
        order.setOrderStatus(OrderStatus.COMPLETED.code());
        return true;
    }

    private static SQLException duplicateOr(SQLException e, String row) {
        if (SqlErrors.isDuplicateKey(e)) {
            throw new DuplicateKeyException("Duplicate " + row, e);
        }
        return e;
    }
}
