package io.daytrader.config;

/** Which implementation of the trade services serves a request (spec, section 3.1). */
public enum RuntimeMode {
    /** Stateless session bean with JPA (OpenJPA), container-managed transactions. */
    EJB3("Full EJB3"),
    /** Plain JDBC, transactions handled by the trade code. */
    DIRECT("Direct (JDBC)"),
    /** Stateless session bean delegating to the JDBC code inside the container transaction. */
    SESSION_TO_DIRECT("Session to Direct");

    private final String displayName;

    RuntimeMode(String displayName) {
        this.displayName = displayName;
    }

    /** The classic name shown on the config page. */
    public String displayName() {
        return displayName;
    }

    public static RuntimeMode fromName(String name) {
        for (RuntimeMode mode : values()) {
            if (mode.displayName.equalsIgnoreCase(name) || mode.name().equalsIgnoreCase(name)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("Unknown runtime mode: " + name);
    }
}
