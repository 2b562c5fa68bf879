package io.daytrader.prims;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.Quote;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;

/**
 * The session bean of the EJB+JPA primitives: entity finds and queries through the application's persistence unit,
 * one container transaction per call. The CMR primitives traverse the entities' relationships (one to one, one to
 * many) in JPQL, so the provider joins the tables and builds only the entities asked for.
 */
@Stateless(name = "PingEntityBean")
public class PingEntityBean {

    @PersistenceContext(unitName = "daytrader")
    private EntityManager entityManager;

    /** The quote, or null if there is no such symbol. */
    public Quote findQuote(String symbol) {
        return entityManager.find(Quote.class, symbol);
    }

    /** The holdings of the user's account (empty if there is no such user). */
    public List<Holding> holdingsOf(String userID) {
        return entityManager.createQuery("SELECT h FROM holdingejb h, accountejb a "
                + "WHERE h.accountID = a.accountID AND a.profileID = ?1 ORDER BY h.holdingID", Holding.class)
                .setParameter(1, userID).getResultList();
    }

    /**
     * The profile reached from the user's account by their one-to-one relationship, navigated in the query (the
     * provider joins the two tables); null if there is no such user.
     */
    public AccountProfile profileOfAccount(String userID) {
        return entityManager.createNamedQuery(Account.PROFILE_OF_USER, AccountProfile.class)
                .setParameter("user", userID).getResultStream().findFirst().orElse(null);
    }

    /**
     * The orders reached from the user's account by their one-to-many relationship, navigated in the query; empty if
     * there is no such user.
     */
    public List<Order> ordersOfAccount(String userID) {
        return entityManager.createNamedQuery(Account.ORDERS_OF_USER, Order.class).setParameter("user", userID)
                .getResultList();
    }
}
