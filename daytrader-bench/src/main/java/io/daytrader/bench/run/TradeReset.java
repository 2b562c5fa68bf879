package io.daytrader.bench.run;

import io.daytrader.bench.server.Target;

import io.daytrader.bench.plan.Workload;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reset trade ({@code POST /config?action=resetTrade} as the admin): every workload starts from the populated
 * state. A server is reset when it starts and before its warm-up pass; then, per sweep (an instance), before a
 * workload only when a run since its last reset may have changed the trade data ({@link #ran}: the scenario, the
 * user workload, a primitive that writes, the warm-up pass): a run of primitives that only read needs none.
 */
final class TradeReset {

    private final Set<Target> changed = ConcurrentHashMap.newKeySet();

    static void reset(Target target) {
        AdminRequest.send(target, "POST", "action=resetTrade", null, "reset trade", Duration.ofMinutes(10));
    }

    /** Resets {@code target} if a run since its last reset may have changed the trade data. */
    void beforeWorkload(Target target) {
        if (changed.remove(target)) {
            reset(target);
        }
    }

    /** {@code workload} ran on {@code target}. */
    void ran(Target target, Workload workload) {
        if (workload.changesTradeData()) {
            changed.add(target);
        }
    }
}
