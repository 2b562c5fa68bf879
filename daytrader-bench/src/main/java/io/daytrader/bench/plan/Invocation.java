package io.daytrader.bench.plan;

import io.daytrader.bench.measure.Window;

import java.util.List;

/**
 * One run of the driver (one JMeter process): how long it drives load, how much of that is warm-up, which windows
 * of it are measured runs (none for a separate warm-up), and the pause after it.
 */
public record Invocation(int durationSeconds, int warmupSeconds, List<Window> windows, int pauseAfterSeconds) {

    public boolean warmsUp() {
        return warmupSeconds > 0;
    }
}
