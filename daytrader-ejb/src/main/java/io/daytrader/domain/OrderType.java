package io.daytrader.domain;

import java.math.BigDecimal;

/** Buy or sell, with the fee the spec charges for each. */
public enum OrderType {
    BUY("buy"),
    SELL("sell");

    private static final BigDecimal TRADE_FEE = Money.of("24.95");

    private final String code;

    OrderType(String code) {
        this.code = code;
    }

    /** The value stored in ORDEREJB.ORDERTYPE. */
    public String code() {
        return code;
    }

    public BigDecimal fee() {
        return TRADE_FEE;
    }

    /**
     * The change of the account's cash when an order of this type is submitted:
     * a buy costs price x quantity + fee, a sell brings price x quantity - fee.
     */
    public BigDecimal cashChange(BigDecimal price, double quantity) {
        BigDecimal value = Money.value(price, quantity);
        return this == BUY ? value.add(fee()).negate() : value.subtract(fee());
    }

    public static OrderType fromCode(String code) {
        for (OrderType type : values()) {
            if (type.code.equals(code)) {
                return type;
            }
        }
        throw new IllegalArgumentException("Unknown order type: " + code);
    }
}
