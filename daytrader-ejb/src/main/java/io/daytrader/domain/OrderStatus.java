package io.daytrader.domain;

import java.util.EnumSet;
import java.util.Set;

/**
 * The order lifecycle: open -> processing -> closed -> completed, or -> cancelled from open or processing.
 * {@code alertcompleted} is a final state the classic schema knows; it is read but never written here.
 */
public enum OrderStatus {
    OPEN("open"),
    PROCESSING("processing"),
    CLOSED("closed"),
    COMPLETED("completed"),
    ALERT_COMPLETED("alertcompleted"),
    CANCELLED("cancelled");

    private final String code;

    OrderStatus(String code) {
        this.code = code;
    }

    /** The value stored in ORDEREJB.ORDERSTATUS. */
    public String code() {
        return code;
    }

    /** Waiting for completion: the money has moved but the holding has not. */
    public boolean isOpen() {
        return this == OPEN || this == PROCESSING;
    }

    /** The trade took place (the holding was created or removed). */
    public boolean isFilled() {
        return this == CLOSED || this == COMPLETED || this == ALERT_COMPLETED;
    }

    public boolean isFinal() {
        return !isOpen();
    }

    public boolean canBecome(OrderStatus next) {
        return allowedNext().contains(next);
    }

    private Set<OrderStatus> allowedNext() {
        switch (this) {
            case OPEN:
                return EnumSet.of(PROCESSING, CLOSED, CANCELLED);
            case PROCESSING:
                return EnumSet.of(CLOSED, CANCELLED);
            case CLOSED:
                return EnumSet.of(COMPLETED);
            default:
                return EnumSet.noneOf(OrderStatus.class);
        }
    }

    public static OrderStatus fromCode(String code) {
        for (OrderStatus status : values()) {
            if (status.code.equals(code)) {
                return status;
            }
        }
        throw new IllegalArgumentException("Unknown order status: " + code);
    }
}
