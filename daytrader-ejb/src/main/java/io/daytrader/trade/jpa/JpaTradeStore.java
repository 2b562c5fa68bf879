package io.daytrader.trade.jpa;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.Quote;
import io.daytrader.trade.DuplicateKeyException;
import io.daytrader.trade.TradeStore;
import jakarta.persistence.EntityExistsException;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.math.BigDecimal;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * The trade data through JPA. Reads and inserts go through the entities (inserts flushed at once), updates are
 * atomic SQL statements, and every entity handed out is detached, so the rules can change the objects they get
 * without the persistence context writing them back behind their back.
 */
final class JpaTradeStore implements TradeStore {

    private final EntityManager em;

    JpaTradeStore(EntityManager em) {
        this.em = em;
    }

    @Override
    public AccountProfile findProfile(String userID) {
        return detached(em.find(AccountProfile.class, userID));
    }

    @Override
    public void insertProfile(AccountProfile profile) {
        persist(profile, "profile " + profile.getUserID());
    }

    @Override
    public boolean updateProfile(AccountProfile p) {
        return update("UPDATE ACCOUNTPROFILEEJB SET PASSWD = ?, FULLNAME = ?, ADDRESS = ?, "
                + "EMAIL = ?, CREDITCARD = ? WHERE USERID = ?", p.getPassword(), p.getFullName(),
                p.getAddress(), p.getEmail(), p.getCreditCard(), p.getUserID()) == 1;
    }

    @Override
    public Account findAccountByUser(String userID) {
        return first(em.createNamedQuery(Account.BY_USER, Account.class).setParameter("user", userID).getResultList());
    }

    @Override
    public void insertAccount(Account account) {
        persist(account, "account of " + account.getProfileID());
    }

    @Override
    public void recordLogin(Account account, LocalDateTime when) {
        update("UPDATE ACCOUNTEJB SET LASTLOGIN = ?, LOGINCOUNT = LOGINCOUNT + 1 WHERE ACCOUNTID = ?",
                when, account.getAccountID());
        account.setLastLogin(when);
        account.setLoginCount(account.getLoginCount() + 1);
    }

    @Override
    public void recordLogout(Account account) {
        update("UPDATE ACCOUNTEJB SET LOGOUTCOUNT = LOGOUTCOUNT + 1 WHERE ACCOUNTID = ?", account.getAccountID());
        account.setLogoutCount(account.getLogoutCount() + 1);
    }

    @Override
    public boolean addToBalance(int accountID, BigDecimal amount, BigDecimal floor, BigDecimal ceiling) {
        return update("UPDATE ACCOUNTEJB SET BALANCE = BALANCE + ? "
                + "WHERE ACCOUNTID = ? AND BALANCE + ? >= ? AND BALANCE + ? <= ?",
                amount, accountID, amount, floor, amount, ceiling) == 1;
    }

    @Override
    public Quote findQuote(String symbol) {
        return detached(em.find(Quote.class, symbol));
    }

    @Override
    public Quote lockQuote(String symbol) {
        if (update("UPDATE QUOTEEJB SET VOLUME = VOLUME WHERE SYMBOL = ?", symbol) == 0) {
            return null;
        }
        return findQuote(symbol);
    }

    @Override
    public List<Quote> findAllQuotes() {
        return detached(em.createNamedQuery(Quote.ALL, Quote.class).getResultList());
    }

    @Override
    public List<Quote> findQuotesByChange(boolean descending, int limit) {
        return detached(em.createNamedQuery(descending ? Quote.TOP_GAINERS : Quote.TOP_LOSERS, Quote.class)
                .setMaxResults(limit).getResultList());
    }

    @Override
    public QuoteTotals quoteTotals() {
        Object[] row = em.createNamedQuery(Quote.TOTALS, Object[].class).getSingleResult();
        return new QuoteTotals(((Number) row[0]).longValue(), (BigDecimal) row[1], (BigDecimal) row[2],
                row[3] == null ? 0 : ((Number) row[3]).doubleValue());
    }

    @Override
    public void insertQuote(Quote quote) {
        persist(quote, "quote " + quote.getSymbol());
    }

    @Override
    public void updateQuoteTrading(Quote q) {
        update("UPDATE QUOTEEJB SET PRICE = ?, LOW = ?, HIGH = ?, CHANGE1 = ?, VOLUME = ? "
                + "WHERE SYMBOL = ?", q.getPrice(), q.getLow(), q.getHigh(), q.getChange(), q.getVolume(),
                q.getSymbol());
    }

    @Override
    public Holding findHolding(int holdingID) {
        return detached(em.find(Holding.class, holdingID));
    }

    @Override
    public List<Holding> findHoldings(int accountID) {
        return detached(em.createNamedQuery(Holding.OF_ACCOUNT, Holding.class).setParameter("account", accountID)
                .getResultList());
    }

    @Override
    public void insertHolding(Holding holding) {
        persist(holding, "holding " + holding.getHoldingID());
    }

    @Override
    public boolean claimHoldingForSale(int holdingID, int orderID) {
        return update("UPDATE HOLDINGEJB SET SELLORDERID = ? WHERE HOLDINGID = ? AND SELLORDERID IS NULL",
                orderID, holdingID) == 1;
    }

    @Override
    public void releaseHolding(int holdingID, int orderID) {
        update("UPDATE HOLDINGEJB SET SELLORDERID = NULL WHERE HOLDINGID = ? AND SELLORDERID = ?",
                holdingID, orderID);
    }

    @Override
    public void deleteHolding(int holdingID) {
        update("UPDATE ORDEREJB SET HOLDING_HOLDINGID = NULL WHERE HOLDING_HOLDINGID = ?", holdingID);
        update("DELETE FROM HOLDINGEJB WHERE HOLDINGID = ?", holdingID);
    }

    @Override
    public Order findOrder(int orderID) {
        return detached(em.find(Order.class, orderID));
    }

    @Override
    public List<Order> findOrders(int accountID, int limit) {
        return detached(em.createNamedQuery(Order.OF_ACCOUNT, Order.class).setParameter("account", accountID)
                .setMaxResults(limit).getResultList());
    }

    @Override
    public List<Order> findOrders(int accountID, OrderStatus status) {
        return detached(em.createNamedQuery(Order.OF_ACCOUNT_IN_STATUS, Order.class).setParameter("account", accountID)
                .setParameter("status", status.code()).getResultList());
    }

    @Override
    public int countOrders(int accountID) {
        return em.createNamedQuery(Order.COUNT_OF_ACCOUNT, Long.class).setParameter("account", accountID)
                .getSingleResult().intValue();
    }

    @Override
    public void insertOrder(Order order) {
        persist(order, "order " + order.getOrderID());
    }

    @Override
    public boolean changeOrderStatus(Order o, OrderStatus from) {
        return update("UPDATE ORDEREJB SET ORDERSTATUS = ?, COMPLETIONDATE = ?, HOLDING_HOLDINGID = ? "
                + "WHERE ORDERID = ? AND ORDERSTATUS = ?", o.getOrderStatus(), o.getCompletionDate(),
                o.getHoldingID(), o.getOrderID(), from.code()) == 1;
    }

    @Override
    public boolean markOrderAlerted(Order order) {
        if (update("UPDATE ORDEREJB SET ORDERSTATUS = ? WHERE ORDERID = ? AND ORDERSTATUS = ?",
                OrderStatus.COMPLETED.code(), order.getOrderID(), OrderStatus.CLOSED.code()) != 1) {
            return false;
        }
        order.setOrderStatus(OrderStatus.COMPLETED.code());
        return true;
    }

    /**
     * Runs an atomic UPDATE or DELETE in plain SQL (the same statements as the JDBC store: OpenJPA's JPQL bulk
     * updates become sub-selects, which deadlock on some databases). A null parameter is written as NULL.
     */
    private int update(String sql, Object... parameters) {
        StringBuilder statement = new StringBuilder();
        List<Object> bound = new ArrayList<>();
        int parameter = 0;
        for (char ch : sql.toCharArray()) {
            if (ch != '?') {
                statement.append(ch);
                continue;
            }
            Object value = parameters[parameter++];
            if (value == null) {
                statement.append("NULL");
            } else {
                statement.append('?');
                bound.add(value instanceof LocalDateTime time ? Timestamp.valueOf(time) : value);
            }
        }
        Query query = em.createNativeQuery(statement.toString());
        for (int i = 0; i < bound.size(); i++) {
            query.setParameter(i + 1, bound.get(i));
        }
        return query.executeUpdate();
    }

    private void persist(Object entity, String description) {
        try {
            em.persist(entity);
            em.flush();
        } catch (EntityExistsException e) {
            throw new DuplicateKeyException("Duplicate " + description, e);
        }
        em.detach(entity);
    }

    private <T> T detached(T entity) {
        if (entity != null) {
            em.detach(entity);
        }
        return entity;
    }

    private <T> List<T> detached(List<T> entities) {
        entities.forEach(em::detach);
        return entities;
    }

    private <T> T first(List<T> entities) {
        return entities.isEmpty() ? null : detached(entities.get(0));
    }
}
