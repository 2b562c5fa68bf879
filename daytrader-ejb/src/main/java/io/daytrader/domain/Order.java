package io.daytrader.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.NamedQueries;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;

/** A buy or sell order of one account for one quote. */
@NamedQueries({
    @NamedQuery(name = Order.OF_ACCOUNT, query = "SELECT o FROM orderejb o WHERE o.accountID = :account "
            + "ORDER BY o.orderID DESC"),
    @NamedQuery(name = Order.IDS_OF_ACCOUNT_IN_STATUS, query = "SELECT o.orderID FROM orderejb o "
            + "WHERE o.accountID = :account AND o.orderStatus = :status ORDER BY o.orderID"),
    @NamedQuery(name = Order.COUNT_OF_ACCOUNT, query = "SELECT COUNT(o) FROM orderejb o WHERE o.accountID = :account"),
    @NamedQuery(name = Order.OF_HOLDING, query = "SELECT o FROM orderejb o WHERE o.holdingID = :holding")
})
@Entity(name = "orderejb")
@Table(name = "ORDEREJB")
public class Order implements Serializable {

    /** The orders of an account ({@code :account}), newest first. */
    public static final String OF_ACCOUNT = "Order.ofAccount";
    /** The ids of the orders of an account ({@code :account}) in a status ({@code :status}, its code), oldest first. */
    public static final String IDS_OF_ACCOUNT_IN_STATUS = "Order.idsOfAccountInStatus";
    /** How many orders an account ({@code :account}) has. */
    public static final String COUNT_OF_ACCOUNT = "Order.countOfAccount";
    /** The orders that name a holding ({@code :holding}). */
    public static final String OF_HOLDING = "Order.ofHolding";

    private static final long serialVersionUID = 1L;

    @Id
    @Column(name = "ORDERID")
    private Integer orderID;

    @Column(name = "ORDERTYPE", length = 250, nullable = false)
    private String orderType;

    @Column(name = "ORDERSTATUS", length = 250, nullable = false)
    private String orderStatus;

    @Column(name = "OPENDATE")
    private LocalDateTime openDate;

    @Column(name = "COMPLETIONDATE")
    private LocalDateTime completionDate;

    @Column(name = "QUANTITY")
    private double quantity;

    @Column(name = "PRICE", precision = 14, scale = 2)
    private BigDecimal price;

    @Column(name = "ORDERFEE", precision = 14, scale = 2)
    private BigDecimal orderFee;

    @Column(name = "ACCOUNT_ACCOUNTID", nullable = false)
    private Integer accountID;

    @Column(name = "QUOTE_SYMBOL", length = 250, nullable = false)
    private String quoteSymbol;

    @Column(name = "HOLDING_HOLDINGID")
    private Integer holdingID;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "ACCOUNT_ACCOUNTID", insertable = false, updatable = false)
    private Account account;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "QUOTE_SYMBOL", insertable = false, updatable = false)
    private Quote quote;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "HOLDING_HOLDINGID", insertable = false, updatable = false)
    private Holding holding;

    public Order() {
    }

    public Order(Integer orderID, OrderType type, OrderStatus status, LocalDateTime openDate,
            LocalDateTime completionDate, double quantity, BigDecimal price, Integer accountID, String quoteSymbol,
            Integer holdingID) {
        this.orderID = orderID;
        this.orderType = type.code();
        this.orderStatus = status.code();
        this.openDate = openDate;
        this.completionDate = completionDate;
        this.quantity = quantity;
        this.price = price;
        this.orderFee = type.fee();
        this.accountID = accountID;
        this.quoteSymbol = quoteSymbol;
        this.holdingID = holdingID;
    }

    public OrderType type() {
        return OrderType.fromCode(orderType);
    }

    public OrderStatus status() {
        return OrderStatus.fromCode(orderStatus);
    }

    /** Moves the order along its lifecycle; an illegal step is a programming error. */
    public void changeStatus(OrderStatus next, LocalDateTime when) {
        if (!status().canBecome(next)) {
            throw new IllegalStateException("Order " + orderID + " cannot go from " + orderStatus + " to " + next.code());
        }
        orderStatus = next.code();
        completionDate = when;
    }

    /** A copy of the order as it is now, which later changes to this one (or to its row) do not reach. */
    public Order snapshot() {
        Order copy = new Order(getOrderID(), type(), status(), getOpenDate(), getCompletionDate(), getQuantity(),
                getPrice(), getAccountID(), getQuoteSymbol(), getHoldingID());
        copy.setOrderFee(getOrderFee());
        return copy;
    }

    /** The cash this order moved when it was submitted (negative for a buy). */
    public BigDecimal cashChange() {
        return type().cashChange(price, quantity);
    }

    /** price x quantity. */
    public BigDecimal total() {
        return Money.value(price, quantity);
    }

    public Integer getOrderID() {
        return orderID;
    }

    public void setOrderID(Integer orderID) {
        this.orderID = orderID;
    }

    public String getOrderType() {
        return orderType;
    }

    public void setOrderType(String orderType) {
        this.orderType = orderType;
    }

    public String getOrderStatus() {
        return orderStatus;
    }

    public void setOrderStatus(String orderStatus) {
        this.orderStatus = orderStatus;
    }

    public LocalDateTime getOpenDate() {
        return openDate;
    }

    public void setOpenDate(LocalDateTime openDate) {
        this.openDate = openDate;
    }

    public LocalDateTime getCompletionDate() {
        return completionDate;
    }

    public void setCompletionDate(LocalDateTime completionDate) {
        this.completionDate = completionDate;
    }

    public double getQuantity() {
        return quantity;
    }

    public void setQuantity(double quantity) {
        this.quantity = quantity;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public BigDecimal getOrderFee() {
        return orderFee;
    }

    public void setOrderFee(BigDecimal orderFee) {
        this.orderFee = orderFee;
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

    public Integer getHoldingID() {
        return holdingID;
    }

    public void setHoldingID(Integer holdingID) {
        this.holdingID = holdingID;
    }

    /** The ordering account (many to one), loaded when first asked for (null where JPA did not read it). */
    public Account getAccount() {
        return account;
    }

    /** The quote traded (many to one), loaded when first asked for (null where JPA did not read the order). */
    public Quote getQuote() {
        return quote;
    }

    /** The holding bought or being sold, loaded when first asked for (null where JPA did not read the order). */
    public Holding getHolding() {
        return holding;
    }

    @Override
    public String toString() {
        return "Order[" + orderID + " " + orderType + " " + quantity + " x " + quoteSymbol + " @ " + price + " "
                + orderStatus + "]";
    }
}
