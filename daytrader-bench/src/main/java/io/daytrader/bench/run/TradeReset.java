package io.daytrader.bench.run;

import io.daytrader.bench.server.Target;

import java.time.Duration;

/**
 * Reset trade ({@code POST /config?action=resetTrade} as the admin): every workload starts from the populated
 * state.
 */
final class TradeReset {

    private TradeReset() {
    }

    static void reset(Target target) {
        AdminRequest.send(target, "POST", "action=resetTrade", null, "reset trade", Duration.ofMinutes(10));
    }
}
