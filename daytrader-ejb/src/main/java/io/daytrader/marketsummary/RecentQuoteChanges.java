package io.daytrader.marketsummary;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/** The most recent quote price changes, newest first, with a version that moves on each change. */
public final class RecentQuoteChanges {

    public static final int KEPT = 5;

    private final Deque<QuoteChange> changes = new ArrayDeque<>();
    private long version;

    public synchronized void add(QuoteChange change) {
        changes.removeIf(c -> c.symbol().equals(change.symbol()));
        changes.addFirst(change);
        while (changes.size() > KEPT) {
            changes.removeLast();
        }
        version++;
    }

    public synchronized List<QuoteChange> snapshot() {
        return List.copyOf(changes);
    }

    /** Grows with every change: a reader that saw the same version has seen every change. */
    public synchronized long version() {
        return version;
    }

    /** One price change of one quote. */
    public record QuoteChange(String symbol, BigDecimal price, BigDecimal oldPrice, BigDecimal open, Instant when) {

        /** Price minus open. */
        public BigDecimal change() {
            return price.subtract(open);
        }
    }
}
