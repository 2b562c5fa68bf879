package io.daytrader.domain;

/** What an order quantity may be. */
public final class Quantities {

    /** Bounds an order so that its value always fits DECIMAL(14,2). */
    public static final double MAXIMUM = 1_000_000;

    private Quantities() {
    }

    public static boolean isValid(double quantity) {
        return Double.isFinite(quantity) && quantity > 0 && quantity <= MAXIMUM;
    }
}
