package io.daytrader.trade;

import io.daytrader.domain.Quantities;

/** An order quantity that is not a positive number within the allowed maximum. */
public class InvalidQuantityException extends InvalidInputException {

    private static final long serialVersionUID = 1L;

    public InvalidQuantityException(double quantity) {
        super("Quantity must be a positive number of at most " + (long) Quantities.MAXIMUM + ", not " + quantity);
    }
}
