package io.daytrader.bench.run;

import io.daytrader.bench.target.Target;

import java.time.Duration;

/** Reset trade ({@code GET /config?action=resetTrade} as the admin): every workload starts from the populated state. */
final class TradeReset {

    private TradeReset() {
    }

    static void reset(Target target) {
        AdminRequest.send(target, "action=resetTrade", "reset trade", Duration.ofMinutes(10));
    }
}
