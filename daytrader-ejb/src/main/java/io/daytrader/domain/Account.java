package io.daytrader.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQueries;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OneToOne;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;

/** A brokerage account: the cash balance and login statistics of one user. */
@NamedQueries({
    @NamedQuery(name = Account.BY_USER, query = "SELECT a FROM accountejb a WHERE a.profileID = :user"),
    @NamedQuery(name = Account.PROFILE_OF_USER,
            query = "SELECT p FROM accountejb a JOIN a.profile p WHERE a.profileID = :user"),
    @NamedQuery(name = Account.ORDERS_OF_USER,
            query = "SELECT o FROM accountejb a JOIN a.orders o WHERE a.profileID = :user ORDER BY o.orderID")
})
@Entity(name = "accountejb")
@Table(name = "ACCOUNTEJB")
public class Account implements Serializable {

    /** The account of a user ({@code :user}). */
    public static final String BY_USER = "Account.byUser";
    /** The profile of a user's ({@code :user}) account, reached through their one-to-one relationship. */
    public static final String PROFILE_OF_USER = "Account.profileOfUser";
    /** The orders of a user's ({@code :user}) account, reached through its one-to-many relationship. */
    public static final String ORDERS_OF_USER = "Account.ordersOfUser";

    private static final long serialVersionUID = 1L;

    @Id
    @Column(name = "ACCOUNTID")
    private Integer accountID;

    @Column(name = "PROFILE_USERID", length = 250, nullable = false)
    private String profileID;

    @Column(name = "BALANCE", precision = 14, scale = 2)
    private BigDecimal balance;

    @Column(name = "OPENBALANCE", precision = 14, scale = 2)
    private BigDecimal openBalance;

    @Column(name = "CREATIONDATE")
    private LocalDateTime creationDate;

    @Column(name = "LASTLOGIN")
    private LocalDateTime lastLogin;

    @Column(name = "LOGINCOUNT")
    private int loginCount;

    @Column(name = "LOGOUTCOUNT")
    private int logoutCount;

    @OneToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "PROFILE_USERID", insertable = false, updatable = false)
    private AccountProfile profile;

    @OneToMany(mappedBy = "account", fetch = FetchType.LAZY)
    @OrderBy("orderID")
    private List<Order> orders;

    @OneToMany(mappedBy = "account", fetch = FetchType.LAZY)
    @OrderBy("holdingID")
    private List<Holding> holdings;

    public Account() {
    }

    public Account(Integer accountID, String profileID, BigDecimal balance, BigDecimal openBalance,
            LocalDateTime creationDate, LocalDateTime lastLogin, int loginCount, int logoutCount) {
        this.accountID = accountID;
        this.profileID = profileID;
        this.balance = balance;
        this.openBalance = openBalance;
        this.creationDate = creationDate;
        this.lastLogin = lastLogin;
        this.loginCount = loginCount;
        this.logoutCount = logoutCount;
    }

    public Integer getAccountID() {
        return accountID;
    }

    public void setAccountID(Integer accountID) {
        this.accountID = accountID;
    }

    public String getProfileID() {
        return profileID;
    }

    public void setProfileID(String profileID) {
        this.profileID = profileID;
    }

    public BigDecimal getBalance() {
        return balance;
    }

    public void setBalance(BigDecimal balance) {
        this.balance = balance;
    }

    public BigDecimal getOpenBalance() {
        return openBalance;
    }

    public void setOpenBalance(BigDecimal openBalance) {
        this.openBalance = openBalance;
    }

    public LocalDateTime getCreationDate() {
        return creationDate;
    }

    public void setCreationDate(LocalDateTime creationDate) {
        this.creationDate = creationDate;
    }

    public LocalDateTime getLastLogin() {
        return lastLogin;
    }

    public void setLastLogin(LocalDateTime lastLogin) {
        this.lastLogin = lastLogin;
    }

    public int getLoginCount() {
        return loginCount;
    }

    public void setLoginCount(int loginCount) {
        this.loginCount = loginCount;
    }

    public int getLogoutCount() {
        return logoutCount;
    }

    public void setLogoutCount(int logoutCount) {
        this.logoutCount = logoutCount;
    }

    /** Cash gained or lost since the account was opened, not counting holdings. */
    public BigDecimal cashGain() {
        return balance.subtract(openBalance);
    }

    /** The profile (one to one), loaded when first asked for (null where JPA did not read the account). */
    public AccountProfile getProfile() {
        return profile;
    }

    /** The orders (one to many), loaded when first asked for (null where JPA did not read the account). */
    public List<Order> getOrders() {
        return orders;
    }

    /** The holdings (one to many), loaded when first asked for (null where JPA did not read the account). */
    public List<Holding> getHoldings() {
        return holdings;
    }

    @Override
    public String toString() {
        return "Account[" + accountID + " " + profileID + " balance " + balance + "]";
    }
}
