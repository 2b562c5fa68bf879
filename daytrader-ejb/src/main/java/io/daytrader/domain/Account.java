package io.daytrader.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;

/** A brokerage account: the cash balance and login statistics of one user. */
@Entity(name = "accountejb")
@Table(name = "ACCOUNTEJB")
public class Account implements Serializable {

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

    @Override
    public String toString() {
        return "Account[" + accountID + " " + profileID + " balance " + balance + "]";
    }
}
