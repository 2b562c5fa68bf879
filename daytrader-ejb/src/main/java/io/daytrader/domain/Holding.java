package io.daytrader.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;

/**
 * A lot of shares bought by one completed buy order. While a sell order for it is in flight,
 * {@code sellOrderID} names that order, so the lot cannot be sold twice.
 */
@NamedQuery(name = Holding.OF_ACCOUNT,
        query = "SELECT h FROM holdingejb h WHERE h.accountID = :account ORDER BY h.holdingID")
@Entity(name = "holdingejb")
@Table(name = "HOLDINGEJB")
public class Holding implements Serializable {

    /** The holdings of an account ({@code :account}), oldest first. */
    public static final String OF_ACCOUNT = "Holding.ofAccount";

    private static final long serialVersionUID = 1L;

    @Id
    @Column(name = "HOLDINGID")
    private Integer holdingID;

    @Column(name = "ACCOUNT_ACCOUNTID", nullable = false)
    private Integer accountID;

    @Column(name = "QUOTE_SYMBOL", length = 250, nullable = false)
    private String quoteSymbol;

    @Column(name = "QUANTITY")
    private double quantity;

    @Column(name = "PURCHASEPRICE", precision = 14, scale = 2)
    private BigDecimal purchasePrice;

    @Column(name = "PURCHASEDATE")
    private LocalDateTime purchaseDate;

    @Column(name = "SELLORDERID")
    private Integer sellOrderID;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "ACCOUNT_ACCOUNTID", insertable = false, updatable = false)
    private Account account;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "QUOTE_SYMBOL", insertable = false, updatable = false)
    private Quote quote;

    public Holding() {
    }

    public Holding(Integer holdingID, Integer accountID, String quoteSymbol, double quantity,
            BigDecimal purchasePrice, LocalDateTime purchaseDate, Integer sellOrderID) {
        this.holdingID = holdingID;
        this.accountID = accountID;
        this.quoteSymbol = quoteSymbol;
        this.quantity = quantity;
        this.purchasePrice = purchasePrice;
        this.purchaseDate = purchaseDate;
        this.sellOrderID = sellOrderID;
    }

    /** What the lot cost: quantity x purchase price. */
    public BigDecimal basis() {
        return Money.value(purchasePrice, quantity);
    }

    public boolean isBeingSold() {
        return sellOrderID != null;
    }

    public Integer getHoldingID() {
        return holdingID;
    }

    public void setHoldingID(Integer holdingID) {
        this.holdingID = holdingID;
    }

    public Integer getAccountID() {
        return accountID;
    }

    public void setAccountID(Integer accountID) {
        this.accountID = accountID;
    }

    public String getQuoteSymbol() {
        return quoteSymbol;
    }

    public void setQuoteSymbol(String quoteSymbol) {
        this.quoteSymbol = quoteSymbol;
    }

    public double getQuantity() {
        return quantity;
    }

    public void setQuantity(double quantity) {
        this.quantity = quantity;
    }

    public BigDecimal getPurchasePrice() {
        return purchasePrice;
    }

    public void setPurchasePrice(BigDecimal purchasePrice) {
        this.purchasePrice = purchasePrice;
    }

    public LocalDateTime getPurchaseDate() {
        return purchaseDate;
    }

    public void setPurchaseDate(LocalDateTime purchaseDate) {
        this.purchaseDate = purchaseDate;
    }

    public Integer getSellOrderID() {
        return sellOrderID;
    }

    public void setSellOrderID(Integer sellOrderID) {
        this.sellOrderID = sellOrderID;
    }

    /** The account holding the lot (many to one), loaded when first asked for (null where JPA did not read it). */
    public Account getAccount() {
        return account;
    }

    /** The quote of the lot (many to one), loaded when first asked for (null where JPA did not read it). */
    public Quote getQuote() {
        return quote;
    }

    @Override
    public String toString() {
        return "Holding[" + holdingID + " " + quantity + " x " + quoteSymbol + " @ " + purchasePrice + "]";
    }
}
