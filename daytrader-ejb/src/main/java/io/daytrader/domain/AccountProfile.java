package io.daytrader.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.OneToOne;
import jakarta.persistence.Table;
import java.io.Serializable;

/** Login credentials and personal data of a user. */
@Entity(name = "accountprofileejb")
@Table(name = "ACCOUNTPROFILEEJB")
public class AccountProfile implements Serializable {

    private static final long serialVersionUID = 1L;

    @Id
    @Column(name = "USERID", length = 250)
    private String userID;

    @Column(name = "PASSWD", length = 250)
    private String password;

    @Column(name = "FULLNAME", length = 250)
    private String fullName;

    @Column(name = "ADDRESS", length = 250)
    private String address;

    @Column(name = "EMAIL", length = 250)
    private String email;

    @Column(name = "CREDITCARD", length = 250)
    private String creditCard;

    @OneToOne(mappedBy = "profile", fetch = FetchType.LAZY)
    private Account account;

    public AccountProfile() {
    }

    public AccountProfile(String userID, String password, String fullName, String address, String email,
            String creditCard) {
        this.userID = userID;
        this.password = password;
        this.fullName = fullName;
        this.address = address;
        this.email = email;
        this.creditCard = creditCard;
    }

    public String getUserID() {
        return userID;
    }

    public void setUserID(String userID) {
        this.userID = userID;
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public String getFullName() {
        return fullName;
    }

    public void setFullName(String fullName) {
        this.fullName = fullName;
    }

    public String getAddress() {
        return address;
    }

    public void setAddress(String address) {
        this.address = address;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getCreditCard() {
        return creditCard;
    }

    public void setCreditCard(String creditCard) {
        this.creditCard = creditCard;
    }

    /** The account of the profile (one to one), loaded when first asked for (null where JPA did not read it). */
    public Account getAccount() {
        return account;
    }

    @Override
    public String toString() {
        return "AccountProfile[" + userID + "]";
    }
}
