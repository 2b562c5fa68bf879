package io.daytrader.trade.jpa;

import io.daytrader.domain.Account;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Finds the account of a user. A user's first look-up runs the named query on the account's user column and
 * remembers the account's key; later ones, in any transaction, find the account by that key, which costs the
 * persistence provider much less than a query. A remembered key is only a hint: the account it finds must still
 * belong to the user, else the query runs again (a rebuilt database gives keys to other users). The keys of at most
 * {@link #CAPACITY} users are remembered, for as long as the application runs.
 */
final class AccountLookup {

    static final int CAPACITY = 100_000;

    private static final ConcurrentMap<String, Integer> KEYS = new ConcurrentHashMap<>();

    private AccountLookup() {
    }

    /** The user's account, managed by {@code em}; null if the user has none. */
    static Account find(EntityManager em, String userID) {
        Integer key = KEYS.get(userID);
        if (key != null) {
            Account account = em.find(Account.class, key);
            if (account != null && userID.equals(account.getProfileID())) {
                return account;
            }
            KEYS.remove(userID, key);
        }
        List<Account> found = em.createNamedQuery(Account.BY_USER, Account.class).setParameter("user", userID)
                .getResultList();
        if (found.isEmpty()) {
            return null;
        }
        Account account = found.get(0);
        if (KEYS.size() < CAPACITY) {
            KEYS.put(userID, account.getAccountID());
        }
        return account;
    }
}
