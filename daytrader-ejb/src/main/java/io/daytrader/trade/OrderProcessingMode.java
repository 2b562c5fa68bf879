package io.daytrader.trade;

/** When a submitted order is completed (spec, section 3.2). */
public enum OrderProcessingMode {
    /** Inside the buy or sell call, in its transaction. */
    SYNC("Sync"),
    /** Shortly after, on an executor, in a transaction of its own. */
    ASYNC("Async"),
    /** By a message-driven bean, the message sent in the same XA transaction as the order. */
    ASYNC_2PHASE("Async_2-Phase");

    private final String displayName;

    OrderProcessingMode(String displayName) {
        this.displayName = displayName;
    }

    /** The classic name shown on the config page. */
    public String displayName() {
        return displayName;
    }

    public boolean isAsynchronous() {
        return this != SYNC;
    }

    /** Whether the order is handed over inside its own transaction (a message that commits with it). */
    public boolean queuesInsideTransaction() {
        return this == ASYNC_2PHASE;
    }

    public static OrderProcessingMode fromName(String name) {
        for (OrderProcessingMode mode : values()) {
            if (mode.displayName.equalsIgnoreCase(name) || mode.name().equalsIgnoreCase(name)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("Unknown order processing mode: " + name);
    }
}
