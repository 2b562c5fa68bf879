package io.daytrader.bench.results;

import java.util.Locale;

/**
 * How one launch's server warm-up pass ended: after {@code seconds}, {@code settled} when its throughput had
 * stopped rising (false: it reached its cap still getting faster, so the figures of that launch may still include
 * JIT warm-up), with the trend of its last minute in percent per minute (null: shorter than one trend window) and
 * the rise the test allowed ({@code barPercentPerMinute}: the protocol's, or more where counting noise could not
 * tell less; null in older files or before the minimum length).
 */
public record ServerWarmup(int fork, double seconds, boolean settled, Double trendPercentPerMinute,
                           Double barPercentPerMinute) {

    public String describe() {
        String trend = trendPercentPerMinute == null ? "no trend measured"
                : String.format(Locale.ROOT, "throughput trend %+.1f %%/min at its end", trendPercentPerMinute)
                + (barPercentPerMinute == null ? ""
                : String.format(Locale.ROOT, " (allowed: %+.1f %%/min)", barPercentPerMinute));
        return String.format(Locale.ROOT, "launch %d: server warm-up pass %.0f s, %s, %s", fork, seconds,
                settled ? "settled" : "NOT settled (cap reached)", trend);
    }
}
