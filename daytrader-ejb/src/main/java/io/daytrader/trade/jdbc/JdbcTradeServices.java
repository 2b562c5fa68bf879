package io.daytrader.trade.jdbc;

import io.daytrader.dbbuild.TradeDatabase;
import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Money;
import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.OrderType;
import io.daytrader.domain.PriceChange;
import io.daytrader.domain.Quantities;
import io.daytrader.domain.Quote;
import io.daytrader.keys.KeyGenerator;
import io.daytrader.marketsummary.MarketSummary;
import io.daytrader.marketsummary.MarketSummaryCache;
import io.daytrader.trade.HoldingAlreadySellingException;
import io.daytrader.trade.HoldingNotOwnedException;
import io.daytrader.trade.InvalidInputException;
import io.daytrader.trade.InvalidPasswordException;
import io.daytrader.trade.InvalidQuantityException;
import io.daytrader.trade.OrderCompletionQueue;
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
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.IntSupplier;

/**
 * The trade services on plain JDBC. Every operation is one transaction of {@link JdbcTransactions}; rows are
 * locked in one order (quote, holding, account, order) to keep deadlocks rare, and the ones that still happen
 * are retried by the transactions.
 */
public final class JdbcTradeServices implements TradeServices {

    static final String ACCOUNT_KEY = "account";
    static final String HOLDING_KEY = "holding";
    static final String ORDER_KEY = "order";

    /** DECIMAL(14,2) holds at most this. */
    private static final BigDecimal MAXIMUM_AMOUNT = new BigDecimal("999999999999.99");

    private final JdbcTransactions transactions;
    private final KeyGenerator keys;
    private final OrderCompletionQueue completionQueue;
    private final TradeDatabase database;
    private final MarketSummaryCache marketSummary;

    private final ProfileRepository profiles = new ProfileRepository();
    private final AccountRepository accounts = new AccountRepository();
    private final QuoteRepository quotes = new QuoteRepository();
    private final HoldingRepository holdings = new HoldingRepository();
    private final OrderRepository orders = new OrderRepository();

    public JdbcTradeServices(JdbcTransactions transactions, KeyGenerator keys, OrderCompletionQueue completionQueue,
            TradeDatabase database, IntSupplier marketSummaryIntervalSeconds) {
        this.transactions = transactions;
        this.keys = keys;
        this.completionQueue = completionQueue;
        this.database = database;
        MarketSummaryQuery query = new MarketSummaryQuery(quotes);
        this.marketSummary = new MarketSummaryCache(() -> transactions.inTransactionUnchecked(query::compute),
                marketSummaryIntervalSeconds);
    }

    @Override
    public MarketSummary getMarketSummary() {
        return marketSummary.get();
    }

    @Override
    public Account login(String userID, String password) throws TradeException {
        requireText(userID, "user id");
        requireText(password, "password");
        return transactions.inTransaction(c -> {
            AccountProfile profile = profiles.find(c, userID);
            if (profile == null) {
                throw new UnknownUserException(userID);
            }
            if (!password.equals(profile.getPassword())) {
                throw new InvalidPasswordException(userID);
            }
            Account account = requireAccount(c, userID);
            LocalDateTime now = now();
            accounts.recordLogin(c, account.getAccountID(), now);
            account.setLastLogin(now);
            account.setLoginCount(account.getLoginCount() + 1);
            return account;
        });
    }

    @Override
    public void logout(String userID) throws TradeException {
        requireText(userID, "user id");
        transactions.inTransaction(c -> {
            accounts.recordLogout(c, requireAccount(c, userID).getAccountID());
            return null;
        });
    }

    @Override
    public Account register(String userID, String password, String fullName, String address, String email,
            String creditCard, BigDecimal openBalance) throws TradeException {
        requireText(userID, "user id");
        requireText(password, "password");
        if (openBalance == null || openBalance.signum() < 0 || openBalance.compareTo(MAXIMUM_AMOUNT) > 0) {
            throw new InvalidInputException("Opening balance must be between 0 and " + MAXIMUM_AMOUNT);
        }
        BigDecimal balance = Money.round(openBalance);
        return transactions.inTransaction(c -> {
            if (profiles.find(c, userID) != null) {
                throw new UserAlreadyExistsException(userID);
            }
            LocalDateTime now = now();
            Account account = new Account(keys.next(ACCOUNT_KEY), userID, balance, balance, now, now, 0, 0);
            try {
                profiles.insert(c, new AccountProfile(userID, password, fullName, address, email, creditCard));
                accounts.insert(c, account);
            } catch (SQLException e) {
                if (SqlErrors.isDuplicateKey(e)) {
                    throw new UserAlreadyExistsException(userID);
                }
                throw e;
            }
            return account;
        });
    }

    @Override
    public Account getAccountData(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(c -> requireAccount(c, userID));
    }

    @Override
    public AccountProfile getAccountProfileData(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(c -> requireProfile(c, userID));
    }

    @Override
    public AccountProfile updateAccountProfile(AccountProfile profile) throws TradeException {
        if (profile == null) {
            throw new InvalidInputException("No profile given");
        }
        requireText(profile.getUserID(), "user id");
        requireText(profile.getPassword(), "password");
        return transactions.inTransaction(c -> {
            if (!profiles.update(c, profile)) {
                throw new UnknownUserException(profile.getUserID());
            }
            return requireProfile(c, profile.getUserID());
        });
    }

    @Override
    public Quote getQuote(String symbol) throws TradeException {
        requireText(symbol, "symbol");
        return transactions.inTransaction(c -> requireQuote(c, symbol));
    }

    @Override
    public List<Quote> getAllQuotes() {
        return transactions.inTransactionUnchecked(quotes::findAll);
    }

    @Override
    public Quote createQuote(String symbol, String companyName, BigDecimal price) throws TradeException {
        requireText(symbol, "symbol");
        if (price == null || price.signum() <= 0 || price.compareTo(MAXIMUM_AMOUNT) > 0) {
            throw new InvalidInputException("Price must be positive and at most " + MAXIMUM_AMOUNT);
        }
        Quote quote = new Quote(symbol, companyName, Money.round(price));
        return transactions.inTransaction(c -> {
            try {
                quotes.insert(c, quote);
            } catch (SQLException e) {
                if (SqlErrors.isDuplicateKey(e)) {
                    throw new InvalidInputException("Quote " + symbol + " already exists");
                }
                throw e;
            }
            return quote;
        });
    }

    @Override
    public Quote updateQuotePriceVolume(String symbol, BigDecimal changeFactor, double sharesTraded)
            throws TradeException {
        requireText(symbol, "symbol");
        if (changeFactor == null || changeFactor.signum() <= 0) {
            throw new InvalidInputException("Change factor must be positive");
        }
        if (!Double.isFinite(sharesTraded) || sharesTraded < 0) {
            throw new InvalidInputException("Shares traded must be zero or more");
        }
        return transactions.inTransaction(c -> {
            Quote quote = lockQuote(c, symbol);
            quote.trade(changeFactor, sharesTraded);
            quotes.updateTrading(c, quote);
            return quote;
        });
    }

    @Override
    public List<Holding> getHoldings(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(c -> holdings.findByAccount(c, requireAccount(c, userID).getAccountID()));
    }

    @Override
    public Holding getHolding(int holdingID) throws TradeException {
        return transactions.inTransaction(c -> {
            Holding holding = holdings.find(c, holdingID);
            if (holding == null) {
                throw new UnknownHoldingException(holdingID);
            }
            return holding;
        });
    }

    @Override
    public Order buy(String userID, String symbol, double quantity, OrderProcessingMode mode) throws TradeException {
        requireText(userID, "user id");
        requireText(symbol, "symbol");
        requireMode(mode);
        if (!Quantities.isValid(quantity)) {
            throw new InvalidQuantityException(quantity);
        }
        Order order = transactions.inTransaction(c -> {
            Account account = requireAccount(c, userID);
            Quote quote = mode == OrderProcessingMode.SYNC ? lockQuote(c, symbol) : requireQuote(c, symbol);
            Order buy = new Order(keys.next(ORDER_KEY), OrderType.BUY, OrderStatus.OPEN, now(), null, quantity,
                    quote.getPrice(), account.getAccountID(), symbol, null);
            accounts.addToBalance(c, account.getAccountID(), buy.cashChange());
            orders.insert(c, buy);
            if (mode == OrderProcessingMode.SYNC) {
                fill(c, buy, quote, OrderStatus.OPEN);
            }
            return buy;
        });
        queueIfAsynchronous(order, mode);
        return order;
    }

    @Override
    public Order sell(String userID, int holdingID, OrderProcessingMode mode) throws TradeException {
        requireText(userID, "user id");
        requireMode(mode);
        Order order = transactions.inTransaction(c -> {
            Account account = requireAccount(c, userID);
            Holding holding = holdings.find(c, holdingID);
            if (holding == null) {
                throw new UnknownHoldingException(holdingID);
            }
            if (!holding.getAccountID().equals(account.getAccountID())) {
                throw new HoldingNotOwnedException(holdingID, userID);
            }
            String symbol = holding.getQuoteSymbol();
            Quote quote = mode == OrderProcessingMode.SYNC ? lockQuote(c, symbol) : requireQuote(c, symbol);
            int orderID = keys.next(ORDER_KEY);
            if (!holdings.claimForSale(c, holdingID, orderID)) {
                if (holdings.find(c, holdingID) == null) {
                    throw new UnknownHoldingException(holdingID);
                }
                throw new HoldingAlreadySellingException(holdingID);
            }
            Order sale = new Order(orderID, OrderType.SELL, OrderStatus.OPEN, now(), null, holding.getQuantity(),
                    quote.getPrice(), account.getAccountID(), symbol, holdingID);
            accounts.addToBalance(c, account.getAccountID(), sale.cashChange());
            orders.insert(c, sale);
            if (mode == OrderProcessingMode.SYNC) {
                fill(c, sale, quote, OrderStatus.OPEN);
            }
            return sale;
        });
        queueIfAsynchronous(order, mode);
        return order;
    }

    @Override
    public Order completeOrder(int orderID) throws TradeException {
        return transactions.inTransaction(c -> {
            Order order = requireOpenOrder(c, orderID, "completed");
            Quote quote = lockQuote(c, order.getQuoteSymbol());
            order.changeStatus(OrderStatus.PROCESSING, null);
            if (!orders.changeStatus(c, order, OrderStatus.OPEN)) {
                throw stateError(c, orderID, "completed");
            }
            fill(c, order, quote, OrderStatus.PROCESSING);
            return order;
        });
    }

    @Override
    public Order cancelOrder(int orderID) throws TradeException {
        return transactions.inTransaction(c -> {
            Order order = requireOpenOrder(c, orderID, "cancelled");
            OrderStatus from = order.status();
            order.changeStatus(OrderStatus.CANCELLED, now());
            if (!orders.changeStatus(c, order, from)) {
                throw stateError(c, orderID, "cancelled");
            }
            accounts.addToBalance(c, order.getAccountID(), order.cashChange().negate());
            if (order.type() == OrderType.SELL && order.getHoldingID() != null) {
                holdings.release(c, order.getHoldingID(), orderID);
            }
            return order;
        });
    }

    @Override
    public List<Order> getOrders(String userID, int limit) throws TradeException {
        requireText(userID, "user id");
        if (limit < 1 || limit > MAX_ORDERS_LISTED) {
            throw new InvalidInputException("Order limit must be between 1 and " + MAX_ORDERS_LISTED);
        }
        return transactions.inTransaction(
                c -> orders.findByAccount(c, requireAccount(c, userID).getAccountID(), limit));
    }

    @Override
    public int countOrders(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(c -> orders.countByAccount(c, requireAccount(c, userID).getAccountID()));
    }

    @Override
    public List<Order> getClosedOrders(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(c -> {
            List<Order> alerts = new ArrayList<>();
            int accountID = requireAccount(c, userID).getAccountID();
            for (Order order : orders.findByStatus(c, accountID, OrderStatus.CLOSED)) {
                if (orders.markAlerted(c, order.getOrderID())) {
                    alerts.add(order);
                }
            }
            return alerts;
        });
    }

    @Override
    public RunStats resetTrade() {
        RunStats stats = database.resetTrade();
        marketSummary.invalidate();
        return stats;
    }

    /** Creates (buy) or removes (sell) the holding, closes the order and moves the locked quote. */
    private void fill(Connection c, Order order, Quote quote, OrderStatus from) throws SQLException {
        LocalDateTime now = now();
        if (order.type() == OrderType.BUY) {
            Holding holding = new Holding(keys.next(HOLDING_KEY), order.getAccountID(), order.getQuoteSymbol(),
                    order.getQuantity(), order.getPrice(), now, null);
            holdings.insert(c, holding);
            order.setHoldingID(holding.getHoldingID());
        } else {
            int holdingID = order.getHoldingID();
            orders.forgetHolding(c, holdingID);
            holdings.delete(c, holdingID);
            order.setHoldingID(null);
        }
        order.changeStatus(OrderStatus.CLOSED, now);
        if (!orders.changeStatus(c, order, from)) {
            throw new IllegalStateException("Order " + order.getOrderID() + " changed while it was being filled");
        }
        quote.trade(PriceChange.randomFactor(ThreadLocalRandom.current()), order.getQuantity());
        quotes.updateTrading(c, quote);
    }

    private void queueIfAsynchronous(Order order, OrderProcessingMode mode) {
        if (mode.isAsynchronous()) {
            completionQueue.submit(order.getOrderID(), mode);
        }
    }

    private Order requireOpenOrder(Connection c, int orderID, String step) throws SQLException, TradeException {
        Order order = orders.find(c, orderID);
        if (order == null) {
            throw new UnknownOrderException(orderID);
        }
        if (!order.status().isOpen()) {
            throw new OrderStateException(orderID, order.status(), step);
        }
        return order;
    }

    private OrderStateException stateError(Connection c, int orderID, String step) throws SQLException {
        return new OrderStateException(orderID, orders.find(c, orderID).status(), step);
    }

    private Account requireAccount(Connection c, String userID) throws SQLException, UnknownUserException {
        Account account = accounts.findByUser(c, userID);
        if (account == null) {
            throw new UnknownUserException(userID);
        }
        return account;
    }

    private AccountProfile requireProfile(Connection c, String userID) throws SQLException, UnknownUserException {
        AccountProfile profile = profiles.find(c, userID);
        if (profile == null) {
            throw new UnknownUserException(userID);
        }
        return profile;
    }

    private Quote requireQuote(Connection c, String symbol) throws SQLException, UnknownSymbolException {
        Quote quote = quotes.find(c, symbol);
        if (quote == null) {
            throw new UnknownSymbolException(symbol);
        }
        return quote;
    }

    private Quote lockQuote(Connection c, String symbol) throws SQLException, UnknownSymbolException {
        Quote quote = quotes.lock(c, symbol);
        if (quote == null) {
            throw new UnknownSymbolException(symbol);
        }
        return quote;
    }

    private static void requireText(String value, String name) throws InvalidInputException {
        if (value == null || value.isBlank()) {
            throw new InvalidInputException("The " + name + " is missing");
        }
    }

    private static void requireMode(OrderProcessingMode mode) throws InvalidInputException {
        if (mode == null) {
            throw new InvalidInputException("The order processing mode is missing");
        }
    }

    /** Millisecond precision, which every supported database stores. */
    private static LocalDateTime now() {
        return LocalDateTime.now().truncatedTo(ChronoUnit.MILLIS);
    }
}
