package io.daytrader.bench.run;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.daytrader.bench.server.Target;

import java.time.Duration;

/**
 * Selects the application's runtime mode ({@code PUT /config {"runtimeMode": ...}} as the admin), so that one launch
 * measures several modes in turn. The application decides which names it accepts; a mode it does not offer is
 * refused with the names of those it does.
 */
final class RuntimeModeSwitch {

    private RuntimeModeSwitch() {
    }

    static void select(Target target, String mode) {
        String change = JsonNodeFactory.instance.objectNode().put("runtimeMode", mode).toString();
        AdminRequest.send(target, "PUT", null, change, "selecting runtime mode " + mode, Duration.ofSeconds(30));
    }
}
