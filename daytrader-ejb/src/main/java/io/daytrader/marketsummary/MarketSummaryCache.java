package io.daytrader.marketsummary;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Caches the market summary by the interval rule (spec, section 4.2), read anew on every call. The caller hands
 * in the computation, so the summary is read the way its runtime mode reads the trade data:
 * <ul>
 * <li>{@code < 0}: computed once, then kept;</li>
 * <li>{@code 0}: computed on every call;</li>
 * <li>{@code > 0}: recomputed at most once per interval by exactly one caller; the others get the cached
 * summary at once, without waiting.</li>
 * </ul>
 * Only the very first call(s) wait, as there is nothing to return before one computation finished.
 */
public final class MarketSummaryCache {

    private final IntSupplier intervalSeconds;
    private final LongSupplier nanoClock;
    private final AtomicBoolean recomputing = new AtomicBoolean();
    private final Object firstComputation = new Object();

    private volatile MarketSummary cached;
    private volatile long generation;
    private volatile long nextRecomputeNanos;

    public MarketSummaryCache(IntSupplier intervalSeconds) {
        this(intervalSeconds, System::nanoTime);
    }

    MarketSummaryCache(IntSupplier intervalSeconds, LongSupplier nanoClock) {
        this.intervalSeconds = intervalSeconds;
        this.nanoClock = nanoClock;
    }

    public MarketSummary get(Supplier<MarketSummary> computation) {
        int interval = intervalSeconds.getAsInt();
        if (interval == 0) {
            return computation.get();
        }
        MarketSummary summary = cached;
        if (summary == null) {
            return computeFirst(interval, computation);
        }
        if (interval < 0 || nanoClock.getAsLong() - nextRecomputeNanos < 0) {
            return summary;
        }
        if (!recomputing.compareAndSet(false, true)) {
            return summary;
        }
        try {
            long now = nanoClock.getAsLong();
            if (now - nextRecomputeNanos < 0) {
                return cached;
            }
            long seen = generation;
            MarketSummary fresh = computation.get();
            synchronized (firstComputation) {
                if (seen == generation) {
                    cached = fresh;
                    nextRecomputeNanos = now + TimeUnit.SECONDS.toNanos(interval);
                }
            }
            return fresh;
        } finally {
            recomputing.set(false);
        }
    }

    private MarketSummary computeFirst(int interval, Supplier<MarketSummary> computation) {
        synchronized (firstComputation) {
            MarketSummary summary = cached;
            if (summary == null) {
                long now = nanoClock.getAsLong();
                summary = computation.get();
                nextRecomputeNanos = now + TimeUnit.SECONDS.toNanos(Math.max(interval, 0));
                cached = summary;
            }
            return summary;
        }
    }

    /** Drops the cached summary, e.g. after the database was rebuilt. */
    public void invalidate() {
        synchronized (firstComputation) {
            generation++;
            cached = null;
        }
    }
}
