package io.daytrader.bench.run;

import io.daytrader.bench.target.Target;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * Selects the application's runtime mode ({@code /config?action=updateConfig&RunTimeMode=...} as the admin), so that
 * one launch measures several modes in turn. The application decides which names it accepts; a mode it does not
 * offer is refused with the names of those it does.
 */
final class RuntimeModeSwitch {

    private RuntimeModeSwitch() {
    }

    static void select(Target target, String mode) {
        AdminRequest.send(target, "action=updateConfig&RunTimeMode=" + URLEncoder.encode(mode, StandardCharsets.UTF_8),
                "selecting runtime mode " + mode, Duration.ofSeconds(30));
    }
}
