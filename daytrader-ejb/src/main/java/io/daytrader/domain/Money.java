package io.daytrader.domain;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Money is BigDecimal with two decimal places, rounded half-up, as everywhere in DayTrader. */
public final class Money {

    public static final int SCALE = 2;
    public static final RoundingMode ROUNDING = RoundingMode.HALF_UP;
    public static final BigDecimal ZERO = BigDecimal.ZERO.setScale(SCALE);
    /** DECIMAL(14,2), the type of every money column, holds at most this (and at least its negation). */
    public static final BigDecimal MAXIMUM = new BigDecimal("999999999999.99");

    private Money() {
    }

    public static BigDecimal of(String amount) {
        return round(new BigDecimal(amount));
    }

    public static BigDecimal of(double amount) {
        return round(BigDecimal.valueOf(amount));
    }

    public static BigDecimal round(BigDecimal amount) {
        return amount.setScale(SCALE, ROUNDING);
    }

    /** price x quantity, rounded to cents. */
    public static BigDecimal value(BigDecimal price, double quantity) {
        return round(price.multiply(BigDecimal.valueOf(quantity)));
    }
}
