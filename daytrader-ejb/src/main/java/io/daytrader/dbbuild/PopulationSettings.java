package io.daytrader.dbbuild;

/**
 * The size and seed of the populated database: users uid:0..users-1 (password xxx) and quotes
 * s:0..quotes-1, each user with 0..maxHoldings holdings. The same settings give the same rows.
 */
public record PopulationSettings(int users, int quotes, int maxHoldings, long seed) {

    public static final int DEFAULT_USERS = 15_000;
    public static final int DEFAULT_QUOTES = 10_000;
    public static final int DEFAULT_MAX_HOLDINGS = 10;
    public static final long DEFAULT_SEED = 20_070_801L;
    /** Bounds what a setting can make the scenario and the database build allocate. */
    public static final int MAXIMUM_USERS = 1_000_000;
    public static final int MAXIMUM_QUOTES = 1_000_000;

    public PopulationSettings {
        if (users < 1 || users > MAXIMUM_USERS) {
            throw new IllegalArgumentException("Users must be at least 1 and at most " + MAXIMUM_USERS + ", not " + users);
        }
        if (quotes < 1 || quotes > MAXIMUM_QUOTES) {
            throw new IllegalArgumentException("Quotes must be between 1 and " + MAXIMUM_QUOTES + ", not " + quotes);
        }
        if (maxHoldings < 0) {
            throw new IllegalArgumentException("Holdings per user cannot be negative: " + maxHoldings);
        }
    }

    public static PopulationSettings defaults() {
        return of(DEFAULT_USERS, DEFAULT_QUOTES);
    }

    public static PopulationSettings of(int users, int quotes) {
        return new PopulationSettings(users, quotes, DEFAULT_MAX_HOLDINGS, DEFAULT_SEED);
    }
}
