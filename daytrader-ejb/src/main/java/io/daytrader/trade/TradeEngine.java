package io.daytrader.trade;

import io.daytrader.dbbuild.TradeDatabase;
import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Money;
import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.OrderType;
import io.daytrader.domain.Passwords;
import io.daytrader.domain.PriceChange;
import io.daytrader.domain.Quantities;
import io.daytrader.domain.Quote;
import io.daytrader.keys.KeyGenerator;
import io.daytrader.marketsummary.MarketSummary;
import io.daytrader.marketsummary.MarketSummaryCache;
import io.daytrader.marketsummary.MarketSummaryQuery;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;

/**
 * The trade rules, on any {@link TradeStore}: every operation is one transaction of {@link TradeTransactions}.
 * Rows are locked in one order (quote, holding, account, order) to keep deadlocks rare.
 */
public final class TradeEngine implements TradeServices {

    static final String ACCOUNT_KEY = "account";
    static final String HOLDING_KEY = "holding";
    static final String ORDER_KEY = "order";

    private static final BigDecimal MAXIMUM_AMOUNT = Money.MAXIMUM;

    private final TradeTransactions transactions;
    private final KeyGenerator keys;
    private final OrderCompletionQueue completionQueue;
    private final TradeDatabase database;
    private final MarketSummaryCache marketSummary;
    private final QuoteChangeListener quoteChanges;
    private final BooleanSupplier negativeBalanceAllowed;

    /**
     * @param completionQueue takes asynchronous orders: Async_2-Phase ones inside the transaction that submits
     *     them, the others after it has committed
     * @param database resets the trade data
     * @param marketSummary the market summary, shared by every implementation
     * @param quoteChanges told of each price change, inside its transaction
     * @param negativeBalanceAllowed whether a buy may take the cash balance below zero (the classic behaviour)
     */
    public TradeEngine(TradeTransactions transactions, KeyGenerator keys, OrderCompletionQueue completionQueue,
            TradeDatabase database, MarketSummaryCache marketSummary, QuoteChangeListener quoteChanges,
            BooleanSupplier negativeBalanceAllowed) {
        this.transactions = transactions;
        this.keys = keys;
        this.completionQueue = completionQueue;
        this.database = database;
        this.marketSummary = marketSummary;
        this.quoteChanges = quoteChanges;
        this.negativeBalanceAllowed = negativeBalanceAllowed;
    }

    @Override
    public MarketSummary getMarketSummary() {
        return marketSummary.get(() -> transactions.inTransactionUnchecked(MarketSummaryQuery::compute));
    }

    @Override
    public Account login(String userID, String password) throws TradeException {
        requireText(userID, "user id");
        requireText(password, "password");
        return transactions.inTransaction(store -> {
            AccountProfile profile = store.findProfile(userID);
            if (profile == null) {
                throw new UnknownUserException(userID);
            }
            if (!Passwords.same(password, profile.getPassword())) {
                throw new InvalidPasswordException(userID);
            }
            Account account = requireAccount(store, userID);
            store.recordLogin(account, now());
            return account;
        });
    }

    @Override
    public void logout(String userID) throws TradeException {
        requireText(userID, "user id");
        transactions.inTransaction(store -> {
            store.recordLogout(requireAccount(store, userID));
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
        return transactions.inTransaction(store -> {
            if (store.findProfile(userID) != null) {
                throw new UserAlreadyExistsException(userID);
            }
            LocalDateTime now = now();
            Account account = new Account(keys.next(ACCOUNT_KEY), userID, balance, balance, now, now, 0, 0);
            try {
                store.insertProfile(new AccountProfile(userID, password, fullName, address, email, creditCard));
                store.insertAccount(account);
            } catch (DuplicateKeyException e) {
                throw new UserAlreadyExistsException(userID);
            }
            return account;
        });
    }

    @Override
    public Account getAccountData(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(store -> requireAccount(store, userID));
    }

    @Override
    public AccountProfile getAccountProfileData(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(store -> requireProfile(store, userID));
    }

    @Override
    public AccountProfile updateAccountProfile(AccountProfile profile) throws TradeException {
        if (profile == null) {
            throw new InvalidInputException("No profile given");
        }
        requireText(profile.getUserID(), "user id");
        requireText(profile.getPassword(), "password");
        return transactions.inTransaction(store -> {
            if (!store.updateProfile(profile)) {
                throw new UnknownUserException(profile.getUserID());
            }
            return requireProfile(store, profile.getUserID());
        });
    }

    @Override
    public Quote getQuote(String symbol) throws TradeException {
        requireText(symbol, "symbol");
        return transactions.inTransaction(store -> requireQuote(store, symbol));
    }

    @Override
    public List<Quote> getAllQuotes() {
        return transactions.inTransactionUnchecked(TradeStore::findAllQuotes);
    }

    @Override
    public Quote createQuote(String symbol, String companyName, BigDecimal price) throws TradeException {
        requireText(symbol, "symbol");
        if (price == null || price.signum() <= 0 || price.compareTo(MAXIMUM_AMOUNT) > 0) {
            throw new InvalidInputException("Price must be positive and at most " + MAXIMUM_AMOUNT);
        }
        Quote quote = new Quote(symbol, companyName, Money.round(price));
        return transactions.inTransaction(store -> {
            try {
                store.insertQuote(quote);
            } catch (DuplicateKeyException e) {
                throw new InvalidInputException("Quote " + symbol + " already exists");
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
        return transactions.inTransaction(store -> {
            Quote quote = lockQuote(store, symbol);
            trade(store, quote, changeFactor, sharesTraded);
            return quote;
        });
    }

    @Override
    public List<Holding> getHoldings(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(store -> store.findHoldings(requireAccount(store, userID).getAccountID()));
    }

    @Override
    public Holding getHolding(int holdingID) throws TradeException {
        return transactions.inTransaction(store -> {
            Holding holding = store.findHolding(holdingID);
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
        return transactions.inTransaction(store -> {
            Account account = requireAccount(store, userID);
            Quote quote = mode == OrderProcessingMode.SYNC ? lockQuote(store, symbol) : requireQuote(store, symbol);
            Order buy = new Order(keys.next(ORDER_KEY), OrderType.BUY, OrderStatus.OPEN, now(), null, quantity,
                    quote.getPrice(), account.getAccountID(), symbol, null);
            changeBalance(store, account, buy.cashChange());
            store.insertOrder(buy);
            if (mode == OrderProcessingMode.SYNC) {
                fill(store, buy, quote, OrderStatus.OPEN);
            } else {
                queueCompletion(buy.getOrderID(), mode);
            }
            return buy;
        });
    }

    @Override
    public Order sell(String userID, int holdingID, OrderProcessingMode mode) throws TradeException {
        requireText(userID, "user id");
        requireMode(mode);
        return transactions.inTransaction(store -> {
            Account account = requireAccount(store, userID);
            Holding holding = store.findHolding(holdingID);
            if (holding == null) {
                throw new UnknownHoldingException(holdingID);
            }
            if (!holding.getAccountID().equals(account.getAccountID())) {
                throw new HoldingNotOwnedException(holdingID, userID);
            }
            String symbol = holding.getQuoteSymbol();
            Quote quote = mode == OrderProcessingMode.SYNC ? lockQuote(store, symbol) : requireQuote(store, symbol);
            int orderID = keys.next(ORDER_KEY);
            if (!store.claimHoldingForSale(holdingID, orderID)) {
                if (store.findHolding(holdingID) == null) {
                    throw new UnknownHoldingException(holdingID);
                }
                throw new HoldingAlreadySellingException(holdingID);
            }
            Order sale = new Order(orderID, OrderType.SELL, OrderStatus.OPEN, now(), null, holding.getQuantity(),
                    quote.getPrice(), account.getAccountID(), symbol, holdingID);
            changeBalance(store, account, sale.cashChange());
            store.insertOrder(sale);
            if (mode == OrderProcessingMode.SYNC) {
                fill(store, sale, quote, OrderStatus.OPEN);
            } else {
                queueCompletion(sale.getOrderID(), mode);
            }
            return sale;
        });
    }

    @Override
    public Order completeOrder(int orderID) throws TradeException {
        return transactions.inTransaction(store -> {
            Order order = requireOpenOrder(store, orderID, "completed");
            Quote quote = lockQuote(store, order.getQuoteSymbol());
            order.changeStatus(OrderStatus.PROCESSING, null);
            if (!store.changeOrderStatus(order, OrderStatus.OPEN)) {
                throw stateError(store, orderID, "completed");
            }
            fill(store, order, quote, OrderStatus.PROCESSING);
            return order;
        });
    }

    @Override
    public Order cancelOrder(int orderID) throws TradeException {
        return transactions.inTransaction(store -> {
            Order order = requireOpenOrder(store, orderID, "cancelled");
            OrderStatus from = order.status();
            order.changeStatus(OrderStatus.CANCELLED, now());
            if (!store.changeOrderStatus(order, from)) {
                throw stateError(store, orderID, "cancelled");
            }
            BigDecimal refund = order.cashChange().negate();
            if (!store.addToBalance(order.getAccountID(), refund, MAXIMUM_AMOUNT.negate(), MAXIMUM_AMOUNT)) {
                throw new BalanceLimitException("account " + order.getAccountID(), refund);
            }
            if (order.type() == OrderType.SELL && order.getHoldingID() != null) {
                store.releaseHolding(order.getHoldingID(), orderID);
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
                store -> store.findOrders(requireAccount(store, userID).getAccountID(), limit));
    }

    @Override
    public int countOrders(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(store -> store.countOrders(requireAccount(store, userID).getAccountID()));
    }

    @Override
    public List<Order> getClosedOrders(String userID) throws TradeException {
        requireText(userID, "user id");
        return transactions.inTransaction(store -> {
            List<Order> alerts = new ArrayList<>();
            int accountID = requireAccount(store, userID).getAccountID();
            for (Order order : store.unwrittenOrders(accountID, OrderStatus.CLOSED)) {
                if (store.markOrderAlerted(order)) {
                    alerts.add(order);
                }
            }
            for (int orderID : store.findOrderIDs(accountID, OrderStatus.CLOSED)) {
                Order order = store.findOrder(orderID);
                if (order != null && store.markOrderAlerted(order)) {
                    alerts.add(order);
                }
            }
            alerts.sort(Comparator.comparing(Order::getOrderID));
            return alerts;
        });
    }

    @Override
    public <T> T inOneTransaction(TradeWork<T> work) throws TradeException {
        return transactions.inTransaction(store -> work.run(this));
    }

    @Override
    public RunStats resetTrade() {
        RunStats stats = database.resetTrade();
        marketSummary.invalidate();
        return stats;
    }

    /**
     * Hands an asynchronous order over for completion: with its transaction when the hand-over is a message that
     * commits with it, else once that transaction has committed, so the completer never looks for an order
     * that is not there yet.
     */
    private void queueCompletion(int orderID, OrderProcessingMode mode) {
        if (mode.queuesInsideTransaction()) {
            completionQueue.submit(orderID, mode);
        } else {
            transactions.afterCommit(() -> completionQueue.submit(orderID, mode));
        }
    }

    /** Keeps the balance within what the column holds and, unless allowed, at zero or more. */
    private void changeBalance(TradeStore store, Account account, BigDecimal change)
            throws SQLException, BalanceLimitException {
        BigDecimal floor = negativeBalanceAllowed.getAsBoolean() ? MAXIMUM_AMOUNT.negate() : Money.ZERO;
        if (!store.addToBalance(account.getAccountID(), change, floor, MAXIMUM_AMOUNT)) {
            throw new BalanceLimitException(account.getProfileID(), change);
        }
    }

    /** Creates (buy) or removes (sell) the holding, closes the order and moves the locked quote. */
    private void fill(TradeStore store, Order order, Quote quote, OrderStatus from) throws SQLException {
        LocalDateTime now = now();
        if (order.type() == OrderType.BUY) {
            Holding holding = new Holding(keys.next(HOLDING_KEY), order.getAccountID(), order.getQuoteSymbol(),
                    order.getQuantity(), order.getPrice(), now, null);
            store.insertHolding(holding);
            order.setHoldingID(holding.getHoldingID());
        } else {
            int holdingID = order.getHoldingID();
            store.deleteHolding(holdingID);
            order.setHoldingID(null);
        }
        order.changeStatus(OrderStatus.CLOSED, now);
        if (!store.changeOrderStatus(order, from)) {
            throw new IllegalStateException("Order " + order.getOrderID() + " changed while it was being filled");
        }
        trade(store, quote, PriceChange.randomFactor(ThreadLocalRandom.current()), order.getQuantity());
    }

    private void trade(TradeStore store, Quote quote, BigDecimal factor, double shares) throws SQLException {
        BigDecimal oldPrice = quote.getPrice();
        quote.trade(factor, shares);
        store.updateQuoteTrading(quote);
        quoteChanges.quoteChanged(quote, oldPrice, factor, shares);
    }

    private Order requireOpenOrder(TradeStore store, int orderID, String step) throws SQLException, TradeException {
        Order order = store.findOrder(orderID);
        if (order == null) {
            throw new UnknownOrderException(orderID);
        }
        if (!order.status().isOpen()) {
            throw new OrderStateException(orderID, order.status(), step);
        }
        return order;
    }

    private OrderStateException stateError(TradeStore store, int orderID, String step) throws SQLException {
        return new OrderStateException(orderID, store.findOrder(orderID).status(), step);
    }

    private Account requireAccount(TradeStore store, String userID) throws SQLException, UnknownUserException {
        Account account = store.findAccountByUser(userID);
        if (account == null) {
            throw new UnknownUserException(userID);
        }
        return account;
    }

    private AccountProfile requireProfile(TradeStore store, String userID) throws SQLException, UnknownUserException {
        AccountProfile profile = store.findProfile(userID);
        if (profile == null) {
            throw new UnknownUserException(userID);
        }
        return profile;
    }

    private Quote requireQuote(TradeStore store, String symbol) throws SQLException, UnknownSymbolException {
        Quote quote = store.findQuote(symbol);
        if (quote == null) {
            throw new UnknownSymbolException(symbol);
        }
        return quote;
    }

    private Quote lockQuote(TradeStore store, String symbol) throws SQLException, UnknownSymbolException {
        Quote quote = store.lockQuote(symbol);
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
