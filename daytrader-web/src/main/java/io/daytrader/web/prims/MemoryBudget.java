package io.daytrader.web.prims;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Bytes a primitive may hold at once across all requests and sessions: a reservation beyond the budget is
 * refused, so no client can make the server hold more by sending more requests.
 */
public final class MemoryBudget {

    private final long limit;
    private final AtomicLong reserved = new AtomicLong();

    public MemoryBudget(long limit) {
        this.limit = limit;
    }

    /** Reserves {@code bytes}; false, reserving nothing, if that would pass the limit. */
    public boolean tryReserve(long bytes) {
        while (true) {
            long now = reserved.get();
            if (now + bytes > limit) {
                return false;
            }
            if (reserved.compareAndSet(now, now + bytes)) {
                return true;
            }
        }
    }

    public void release(long bytes) {
        reserved.addAndGet(-bytes);
    }

    public long reserved() {
        return reserved.get();
    }
}
