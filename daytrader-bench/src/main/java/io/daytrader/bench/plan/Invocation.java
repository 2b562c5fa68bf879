package io.daytrader.bench.plan;

import io.daytrader.bench.measure.Window;

import java.util.List;

/**
 * One run of the driver (one JMeter process): how long it drives load, which windows of it are measured runs
 * (none for a separate warm-up), and the pause after it.
 */
public record Invocation(int durationSeconds, List<Window> windows, int pauseAfterSeconds) {
}
