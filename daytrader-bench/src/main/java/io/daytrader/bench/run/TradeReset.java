package io.daytrader.bench.run;

import io.daytrader.bench.target.Http;
import io.daytrader.bench.target.Target;

import java.io.IOException;
import java.time.Duration;

/** Reset trade ({@code GET /config?action=resetTrade} as the admin): every workload starts from the populated state. */
final class TradeReset {

    static final String ADMIN_USER = "admin";

    private TradeReset() {
    }

    static void reset(Target target) {
        if (target.adminPassword() == null || target.adminPassword().isEmpty()) {
            throw new IllegalStateException("reset trade needs the admin password of " + target.baseUrl()
                    + ": give --admin-password or set DAYTRADER_ADMIN_PASSWORD");
        }
        Http.Response response;
        try {
            response = Http.getAsAdmin(target.baseUrl() + "/config?action=resetTrade", ADMIN_USER, target.adminPassword(),
                    Duration.ofMinutes(10));
        } catch (IOException e) {
            throw new IllegalStateException("reset trade failed on " + target.baseUrl() + ": " + e.getMessage(), e);
        }
        if (response.status() == 401 || response.status() == 403) {
            throw new IllegalStateException("reset trade on " + target.baseUrl() + " refused the admin password (HTTP "
                    + response.status() + ")");
        }
        if (response.status() != 200) {
            throw new IllegalStateException("reset trade on " + target.baseUrl() + " answered HTTP " + response.status());
        }
    }
}
