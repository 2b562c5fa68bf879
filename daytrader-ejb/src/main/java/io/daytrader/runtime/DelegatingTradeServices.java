package io.daytrader.runtime;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.Quote;
import io.daytrader.marketsummary.MarketSummary;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.RunStats;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.TradeWork;
import java.math.BigDecimal;
import java.util.List;

/** Trade services that forward every call; the session beans extend it and supply their engine. */
public abstract class DelegatingTradeServices implements TradeServices {

    protected abstract TradeServices delegate();

    @Override
    public MarketSummary getMarketSummary() {
        return delegate().getMarketSummary();
    }

    @Override
    public Account login(String userID, String password) throws TradeException {
        return delegate().login(userID, password);
    }

    @Override
    public void logout(String userID) throws TradeException {
        delegate().logout(userID);
    }

    @Override
    public Account register(String userID, String password, String fullName, String address, String email,
            String creditCard, BigDecimal openBalance) throws TradeException {
        return delegate().register(userID, password, fullName, address, email, creditCard, openBalance);
    }

    @Override
    public Account getAccountData(String userID) throws TradeException {
        return delegate().getAccountData(userID);
    }

    @Override
    public AccountProfile getAccountProfileData(String userID) throws TradeException {
        return delegate().getAccountProfileData(userID);
    }

    @Override
    public AccountProfile updateAccountProfile(AccountProfile profile) throws TradeException {
        return delegate().updateAccountProfile(profile);
    }

    @Override
    public Quote getQuote(String symbol) throws TradeException {
        return delegate().getQuote(symbol);
    }

    @Override
    public List<Quote> getAllQuotes() {
        return delegate().getAllQuotes();
    }

    @Override
    public Quote createQuote(String symbol, String companyName, BigDecimal price) throws TradeException {
        return delegate().createQuote(symbol, companyName, price);
    }

    @Override
    public Quote updateQuotePriceVolume(String symbol, BigDecimal changeFactor, double sharesTraded)
            throws TradeException {
        return delegate().updateQuotePriceVolume(symbol, changeFactor, sharesTraded);
    }

    @Override
    public List<Holding> getHoldings(String userID) throws TradeException {
        return delegate().getHoldings(userID);
    }

    @Override
    public Holding getHolding(int holdingID) throws TradeException {
        return delegate().getHolding(holdingID);
    }

    @Override
    public Order buy(String userID, String symbol, double quantity, OrderProcessingMode mode) throws TradeException {
        return delegate().buy(userID, symbol, quantity, mode);
    }

    @Override
    public Order sell(String userID, int holdingID, OrderProcessingMode mode) throws TradeException {
        return delegate().sell(userID, holdingID, mode);
    }

    @Override
    public Order completeOrder(int orderID) throws TradeException {
        return delegate().completeOrder(orderID);
    }

    @Override
    public Order cancelOrder(int orderID) throws TradeException {
        return delegate().cancelOrder(orderID);
    }

    @Override
    public List<Order> getOrders(String userID, int limit) throws TradeException {
        return delegate().getOrders(userID, limit);
    }

    @Override
    public int countOrders(String userID) throws TradeException {
        return delegate().countOrders(userID);
    }

    @Override
    public List<Order> getClosedOrders(String userID) throws TradeException {
        return delegate().getClosedOrders(userID);
    }

    @Override
    public <T> T inOneTransaction(TradeWork<T> work) throws TradeException {
        return delegate().inOneTransaction(work);
    }

    @Override
    public RunStats resetTrade() {
        return delegate().resetTrade();
    }
}
