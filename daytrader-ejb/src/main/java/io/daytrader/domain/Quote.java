package io.daytrader.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQueries;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.math.BigDecimal;

/** A stock: its current price, the price it opened at, the day's range and the volume traded. */
@NamedQueries({
    @NamedQuery(name = Quote.ALL, query = "SELECT q FROM quoteejb q ORDER BY q.symbol"),
    @NamedQuery(name = Quote.TOP_GAINERS, query = "SELECT q FROM quoteejb q ORDER BY q.change DESC, q.symbol"),
    @NamedQuery(name = Quote.TOP_LOSERS, query = "SELECT q FROM quoteejb q ORDER BY q.change ASC, q.symbol"),
    @NamedQuery(name = Quote.TOTALS,
            query = "SELECT COUNT(q), SUM(q.price), SUM(q.open), SUM(q.volume) FROM quoteejb q")
})
@Entity(name = "quoteejb")
@Table(name = "QUOTEEJB")
public class Quote implements Serializable {

    /** Every quote, by symbol. */
    public static final String ALL = "Quote.all";
    /** The quotes by change, largest first. */
    public static final String TOP_GAINERS = "Quote.topGainers";
    /** The quotes by change, smallest first. */
    public static final String TOP_LOSERS = "Quote.topLosers";
    /** Count, price sum, open price sum and volume sum over every quote. */
    public static final String TOTALS = "Quote.totals";

    private static final long serialVersionUID = 1L;

    @Id
    @Column(name = "SYMBOL", length = 250)
    private String symbol;

    @Column(name = "COMPANYNAME", length = 250)
    private String companyName;

    @Column(name = "VOLUME")
    private double volume;

    @Column(name = "PRICE", precision = 14, scale = 2)
    private BigDecimal price;

    @Column(name = "OPEN1", precision = 14, scale = 2)
    private BigDecimal open;

    @Column(name = "LOW", precision = 14, scale = 2)
    private BigDecimal low;

    @Column(name = "HIGH", precision = 14, scale = 2)
    private BigDecimal high;

    @Column(name = "CHANGE1")
    private double change;

    public Quote() {
    }

    public Quote(String symbol, String companyName, BigDecimal price) {
        this(symbol, companyName, 0, price, price, price, price, 0);
    }

    public Quote(String symbol, String companyName, double volume, BigDecimal price, BigDecimal open,
            BigDecimal low, BigDecimal high, double change) {
        this.symbol = symbol;
        this.companyName = companyName;
        this.volume = volume;
        this.price = price;
        this.open = open;
        this.low = low;
        this.high = high;
        this.change = change;
    }

    /** Moves the price by {@code factor} (after the penny and split rules), adds the shares to the volume. */
    public void trade(BigDecimal factor, double sharesTraded) {
        price = PriceChange.newPrice(price, factor);
        change = price.subtract(open).doubleValue();
        if (price.compareTo(low) < 0) {
            low = price;
        }
        if (price.compareTo(high) > 0) {
            high = price;
        }
        volume += sharesTraded;
    }

    public String getSymbol() {
        return symbol;
    }

    public void setSymbol(String symbol) {
        this.symbol = symbol;
    }

    public String getCompanyName() {
        return companyName;
    }

    public void setCompanyName(String companyName) {
        this.companyName = companyName;
    }

    public double getVolume() {
        return volume;
    }

    public void setVolume(double volume) {
        this.volume = volume;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public BigDecimal getOpen() {
        return open;
    }

    public void setOpen(BigDecimal open) {
        this.open = open;
    }

    public BigDecimal getLow() {
        return low;
    }

    public void setLow(BigDecimal low) {
        this.low = low;
    }

    public BigDecimal getHigh() {
        return high;
    }

    public void setHigh(BigDecimal high) {
        this.high = high;
    }

    public double getChange() {
        return change;
    }

    public void setChange(double change) {
        this.change = change;
    }

    @Override
    public String toString() {
        return "Quote[" + symbol + " " + price + " open " + open + " volume " + volume + "]";
    }
}
