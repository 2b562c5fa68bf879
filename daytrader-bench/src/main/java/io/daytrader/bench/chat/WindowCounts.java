package io.daytrader.bench.chat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;

/** Receipts counted by the measured window they arrived in, whatever window their message was sent in. */
final class WindowCounts {

    private final long start;
    private final long windowNanos;
    private final AtomicLongArray counts;

    WindowCounts(long startNanos, int windows, int windowSeconds) {
        this.start = startNanos;
        this.windowNanos = TimeUnit.SECONDS.toNanos(windowSeconds);
        this.counts = new AtomicLongArray(windows);
    }

    void count(long nanos) {
        long window = Math.floorDiv(nanos - start, windowNanos);
        if (window >= 0 && window < counts.length()) {
            counts.incrementAndGet((int) window);
        }
    }

    List<Long> counts() {
        List<Long> each = new ArrayList<>();
        for (int w = 0; w < counts.length(); w++) {
            each.add(counts.get(w));
        }
        return each;
    }
}
