package io.daytrader.domain;

import java.math.BigDecimal;
import java.util.random.RandomGenerator;

/** The random walk of quote prices: +-10 % per trade, with the penny-stock jump and the split above 400. */
public final class PriceChange {

    public static final BigDecimal PENNY_STOCK_PRICE = Money.of("0.01");
    public static final BigDecimal PENNY_STOCK_RECOVERY_FACTOR = new BigDecimal("600");
    public static final BigDecimal MAXIMUM_STOCK_PRICE = Money.of("400.00");
    public static final BigDecimal MAXIMUM_STOCK_SPLIT_FACTOR = new BigDecimal("0.5");
    public static final double MAXIMUM_CHANGE = 0.1;

    private PriceChange() {
    }

    /** A factor in [0.90, 1.10], two decimals. */
    public static BigDecimal randomFactor(RandomGenerator random) {
        double change = random.nextDouble() * MAXIMUM_CHANGE;
        if (random.nextBoolean()) {
            change = -change;
        }
        BigDecimal factor = Money.of(1.0 + change);
        return factor.signum() > 0 ? factor : BigDecimal.ONE;
    }

    /** The factor actually applied to a quote at {@code oldPrice}, after the penny and split rules. */
    public static BigDecimal effectiveFactor(BigDecimal oldPrice, BigDecimal requestedFactor) {
        if (oldPrice.compareTo(PENNY_STOCK_PRICE) == 0) {
            return PENNY_STOCK_RECOVERY_FACTOR;
        }
        if (oldPrice.compareTo(MAXIMUM_STOCK_PRICE) > 0) {
            return MAXIMUM_STOCK_SPLIT_FACTOR;
        }
        return requestedFactor;
    }

    /** The new price: old price times the effective factor, in cents, never below one cent. */
    public static BigDecimal newPrice(BigDecimal oldPrice, BigDecimal requestedFactor) {
        BigDecimal price = Money.round(oldPrice.multiply(effectiveFactor(oldPrice, requestedFactor)));
        return price.compareTo(PENNY_STOCK_PRICE) < 0 ? PENNY_STOCK_PRICE : price;
    }
}
