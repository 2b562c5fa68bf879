package io.daytrader.bench.run;

import io.daytrader.bench.server.Target;

/** The runtime mode of one launch's application, switched only when it changes (null: left as it is). */
final class LaunchMode {

    private final Target target;
    private String selected;

    LaunchMode(Target target) {
        this.target = target;
    }

    void select(String mode) {
        if (mode != null && !mode.equals(selected)) {
            RuntimeModeSwitch.select(target, mode);
            selected = mode;
        }
    }
}
