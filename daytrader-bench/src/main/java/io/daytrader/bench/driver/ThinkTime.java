package io.daytrader.bench.driver;

/**
 * The pause of a closed-model user after every request: uniformly random in {@code [ms - spreadMs, ms + spreadMs]}
 * (so {@code ms} on average), as the plans' THINK (the least) and THINK_SPREAD (the random part) properties.
 */
public record ThinkTime(long ms, long spreadMs) {

    public static final ThinkTime NONE = new ThinkTime(0, 0);

    public ThinkTime {
        if (ms < 0 || spreadMs < 0 || spreadMs > ms) {
            throw new IllegalArgumentException("a think time needs 0 <= spread <= time, got " + ms + " +- " + spreadMs);
        }
    }

    long least() {
        return ms - spreadMs;
    }

    long range() {
        return 2 * spreadMs;
    }
}
