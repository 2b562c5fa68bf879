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
import jakarta.persistence.EntityNotFoundException;
import jakarta.persistence.LockModeType;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The trade data as managed entities of one transaction, which has one store: what a rule changes on an entity it
 * got from here, the provider writes at commit. A row that concurrent transactions change (the quote, the balance,
 * the holding being sold, the order changing status) is re-read with a pessimistic write lock before the change,
 * so the change starts from the committed state and no concurrent one is lost. Queries are the named queries of
 * the entities.
 */
final class JpaTradeStore implements TradeStore {

    private final EntityManager em;
    private final Map<Integer, Order> ordersCreatedHere = new HashMap<>();
    private final Map<String, Account> accountsByUser = new HashMap<>();

    JpaTradeStore(EntityManager em) {
        this.em = em;
    }

    @Override
    public AccountProfile findProfile(String userID) {
        return em.find(AccountProfile.class, userID);
    }

    @Override
    public void insertProfile(AccountProfile profile) {
        persistNow(profile, "profile " + profile.getUserID());
    }

    @Override
    public boolean updateProfile(AccountProfile changed) {
        AccountProfile profile = em.find(AccountProfile.class, changed.getUserID());
        if (profile == null) {
            return false;
        }
        profile.setPassword(changed.getPassword());
        profile.setFullName(changed.getFullName());
        profile.setAddress(changed.getAddress());
        profile.setEmail(changed.getEmail());
        profile.setCreditCard(changed.getCreditCard());
        return true;
    }

    /** A user's account is looked up once per transaction; later look-ups get the managed entity. */
    @Override
    public Account findAccountByUser(String userID) {
        Account known = accountsByUser.get(userID);
        if (known != null && em.contains(known)) {
            return known;
        }
        Account account = AccountLookup.find(em, userID);
        if (account != null) {
            accountsByUser.put(userID, account);
        }
        return account;
    }

    @Override
    public void insertAccount(Account account) {
        persistNow(account, "account of " + account.getProfileID());
    }

    @Override
    public void recordLogin(Account account, LocalDateTime when) {
        account.setLastLogin(when);
        account.setLoginCount(account.getLoginCount() + 1);
    }

    @Override
    public void recordLogout(Account account) {
        account.setLogoutCount(account.getLogoutCount() + 1);
    }

    @Override
    public boolean addToBalance(int accountID, BigDecimal amount, BigDecimal floor, BigDecimal ceiling) {
        Account account = locked(Account.class, accountID);
        if (account == null) {
            return false;
        }
        BigDecimal balance = account.getBalance().add(amount);
        if (balance.compareTo(floor) < 0 || balance.compareTo(ceiling) > 0) {
            return false;
        }
        account.setBalance(balance);
        return true;
    }

    @Override
    public Quote findQuote(String symbol) {
        return em.find(Quote.class, symbol);
    }

    @Override
    public Quote lockQuote(String symbol) {
        return locked(Quote.class, symbol);
    }

    @Override
    public List<Quote> findAllQuotes() {
        return em.createNamedQuery(Quote.ALL, Quote.class).getResultList();
    }

    @Override
    public List<Quote> findQuotesByChange(boolean descending, int limit) {
        return em.createNamedQuery(descending ? Quote.TOP_GAINERS : Quote.TOP_LOSERS, Quote.class)
                .setMaxResults(limit).getResultList();
    }

    @Override
    public QuoteTotals quoteTotals() {
        Object[] row = em.createNamedQuery(Quote.TOTALS, Object[].class).getSingleResult();
        return new QuoteTotals(((Number) row[0]).longValue(), (BigDecimal) row[1], (BigDecimal) row[2],
                row[3] == null ? 0 : ((Number) row[3]).doubleValue());
    }

    @Override
    public void insertQuote(Quote quote) {
        persistNow(quote, "quote " + quote.getSymbol());
    }

    @Override
    public void updateQuoteTrading(Quote quote) {
        // a managed entity read with lockQuote: the provider writes the change at commit
    }

    @Override
    public Holding findHolding(int holdingID) {
        return em.find(Holding.class, holdingID);
    }

    @Override
    public List<Holding> findHoldings(int accountID) {
        return em.createNamedQuery(Holding.OF_ACCOUNT, Holding.class).setParameter("account", accountID)
                .getResultList();
    }

    @Override
    public void insertHolding(Holding holding) {
        // written at once: the order that bought it is about to name it, and the database checks that reference
        persistNow(holding, "holding " + holding.getHoldingID());
    }

    @Override
    public boolean claimHoldingForSale(int holdingID, int orderID) {
        Holding holding = locked(Holding.class, holdingID);
        if (holding == null || holding.isBeingSold()) {
            return false;
        }
        holding.setSellOrderID(orderID);
        return true;
    }

    @Override
    public void releaseHolding(int holdingID, int orderID) {
        Holding holding = locked(Holding.class, holdingID);
        if (holding != null && Integer.valueOf(orderID).equals(holding.getSellOrderID())) {
            holding.setSellOrderID(null);
        }
    }

    @Override
    public void deleteHolding(int holdingID) {
        Holding holding = em.find(Holding.class, holdingID);
        if (holding == null) {
            return;
        }
        em.flush();
        for (Order order : em.createNamedQuery(Order.OF_HOLDING, Order.class).setParameter("holding", holdingID)
                .getResultList()) {
            order.setHoldingID(null);
        }
        em.flush();
        em.remove(holding);
    }

    @Override
    public Order findOrder(int orderID) {
        return em.find(Order.class, orderID);
    }

    @Override
    public List<Order> findOrders(int accountID, int limit) {
        return em.createNamedQuery(Order.OF_ACCOUNT, Order.class).setParameter("account", accountID)
                .setMaxResults(limit).getResultList();
    }

    @Override
    public List<Integer> findOrderIDs(int accountID, OrderStatus status) {
        return em.createNamedQuery(Order.IDS_OF_ACCOUNT_IN_STATUS, Integer.class).setParameter("account", accountID)
                .setParameter("status", status.code()).getResultList();
    }

    /** The orders created here are written at the next flush, in the state they have then. */
    @Override
    public List<Order> unwrittenOrders(int accountID, OrderStatus status) {
        return ordersCreatedHere.values().stream()
                .filter(order -> order.getAccountID() == accountID && order.status() == status).toList();
    }

    @Override
    public int countOrders(int accountID) {
        return em.createNamedQuery(Order.COUNT_OF_ACCOUNT, Long.class).setParameter("account", accountID)
                .getSingleResult().intValue();
    }

    @Override
    public void insertOrder(Order order) {
        em.persist(order);
        ordersCreatedHere.put(order.getOrderID(), order);
    }

    /**
     * The rules have already changed the order; if another transaction may see it, it is re-read locked, and the
     * change is applied again only if the committed status still is {@code from}.
     */
    @Override
    public boolean changeOrderStatus(Order order, OrderStatus from) {
        if (ordersCreatedHere.containsKey(order.getOrderID())) {
            return true;
        }
        String status = order.getOrderStatus();
        LocalDateTime completion = order.getCompletionDate();
        Integer holdingID = order.getHoldingID();
        if (!refreshedLocked(order) || order.status() != from) {
            return false;
        }
        order.setOrderStatus(status);
        order.setCompletionDate(completion);
        order.setHoldingID(holdingID);
        return true;
    }

    @Override
    public boolean markOrderAlerted(Order order) {
        boolean unseenByOthers = ordersCreatedHere.containsKey(order.getOrderID());
        if ((!unseenByOthers && !refreshedLocked(order)) || order.status() != OrderStatus.CLOSED) {
            return false;
        }
        order.setOrderStatus(OrderStatus.COMPLETED.code());
        return true;
    }

    /** The entity with its row locked until the transaction ends, in its committed state; null if there is none. */
    private <T> T locked(Class<T> type, Object id) {
        T entity = em.find(type, id);
        return entity != null && refreshedLocked(entity) ? entity : null;
    }

    /** Locks the entity's row and re-reads it; false if the row is gone. */
    private boolean refreshedLocked(Object entity) {
        try {
            em.refresh(entity, LockModeType.PESSIMISTIC_WRITE);
            return true;
        } catch (EntityNotFoundException e) {
            em.detach(entity);
            return false;
        }
    }

    /** Persists and writes at once, so that a duplicate key is reported here rather than at commit. */
    private void persistNow(Object entity, String description) {
        try {
            em.persist(entity);
            em.flush();
        } catch (EntityExistsException e) {
            throw new DuplicateKeyException("Duplicate " + description, e);
        }
    }
}
