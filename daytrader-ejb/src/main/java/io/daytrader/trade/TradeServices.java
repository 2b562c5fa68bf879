package io.daytrader.trade;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.Quote;
import io.daytrader.marketsummary.MarketSummary;
import java.math.BigDecimal;
import java.util.List;

/**
 * Every trade operation of DayTrader. Each call is one transaction: it commits whole or changes nothing.
 * Refusals the user can act on are {@link TradeException}s; infrastructure failures are
 * {@link TradeSystemException}s.
 */
public interface TradeServices {

    /** The most orders {@link #getOrders} returns. */
    int MAX_ORDERS_LISTED = 1000;

    MarketSummary getMarketSummary();

    /** Checks the password, counts the login and returns the account. */
    Account login(String userID, String password) throws TradeException;

    /** Counts the logout. */
    void logout(String userID) throws TradeException;

    /** Creates profile and account with {@code openBalance} as balance and opening balance. */
    Account register(String userID, String password, String fullName, String address, String email,
            String creditCard, BigDecimal openBalance) throws TradeException;

    Account getAccountData(String userID) throws TradeException;

    AccountProfile getAccountProfileData(String userID) throws TradeException;

    /** Overwrites password, full name, address, email and credit card of the profile's user. */
    AccountProfile updateAccountProfile(AccountProfile profile) throws TradeException;

    Quote getQuote(String symbol) throws TradeException;

    List<Quote> getAllQuotes();

    Quote createQuote(String symbol, String companyName, BigDecimal price) throws TradeException;

    /** Applies a price change factor (with the penny and split rules) and adds the shares to the volume. */
    Quote updateQuotePriceVolume(String symbol, BigDecimal changeFactor, double sharesTraded) throws TradeException;

    List<Holding> getHoldings(String userID) throws TradeException;

    Holding getHolding(int holdingID) throws TradeException;

    /** Debits the account and opens a buy order, completed now or later depending on {@code mode}. */
    Order buy(String userID, String symbol, double quantity, OrderProcessingMode mode) throws TradeException;

    /** Credits the account and opens a sell order for the whole holding; a holding can be sold once. */
    Order sell(String userID, int holdingID, OrderProcessingMode mode) throws TradeException;

    /** Fills an open order: a buy creates its holding, a sell removes it; the quote moves. */
    Order completeOrder(int orderID) throws TradeException;

    /** Cancels an open order and gives its money back (a sell's holding becomes sellable again). */
    Order cancelOrder(int orderID) throws TradeException;

    /** The user's orders, newest first, at most {@code limit} (1 to {@link #MAX_ORDERS_LISTED}). */
    List<Order> getOrders(String userID, int limit) throws TradeException;

    /** Number of orders of the user. */
    int countOrders(String userID) throws TradeException;

    /** Order alerts: the user's filled orders not yet shown; each is returned once, then marked completed. */
    List<Order> getClosedOrders(String userID) throws TradeException;

    /**
     * Runs {@code work} as one transaction: the calls it makes on the services it is given join that transaction
     * instead of each beginning and committing its own, so what a page shows is read together, consistently, for
     * the price of one transaction. When {@code work} fails, the transaction ends as that of a single failing call
     * does.
     */
    <T> T inOneTransaction(TradeWork<T> work) throws TradeException;

    /** Counts what the run left behind, then restores the populated state exactly. */
    RunStats resetTrade();
}
