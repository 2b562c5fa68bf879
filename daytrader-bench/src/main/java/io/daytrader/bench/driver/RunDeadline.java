package io.daytrader.bench.driver;

import java.time.Duration;

/**
 * When a JMeter run is given up. The run's own time (the plan's duration and a grace for its end) counts from the
 * moment the test has started, as JMeter reports it, not from the launch: a cold JMeter, or remote engines that
 * configure the plan slowly on a loaded machine, must not eat the time of the run itself. The start-up has an
 * allowance of its own, bounded as well, so a JMeter that never starts is still given up. Times are
 * {@link System#nanoTime()} readings, passed in so the rule can be tested without waiting.
 */
final class RunDeadline {

    private final long launched;
    private final Duration startUpAllowance;
    private final Duration runAllowance;
    private long started;
    private boolean hasStarted;

    /**
     * @param launched         when JMeter was asked to run
     * @param startUpAllowance how long it may take until the test starts
     * @param runAllowance     how long the test may take from its start to its end
     */
    RunDeadline(long launched, Duration startUpAllowance, Duration runAllowance) {
        this.launched = launched;
        this.startUpAllowance = startUpAllowance;
        this.runAllowance = runAllowance;
    }

    /** The test started at {@code now}; only the first call counts. */
    void started(long now) {
        if (!hasStarted) {
            started = now;
            hasStarted = true;
        }
    }

    boolean hasStarted() {
        return hasStarted;
    }

    /** Whether the run is over its time at {@code now}: the start-up's before the start, the run's after it. */
    boolean expired(long now) {
        return hasStarted ? now - started > runAllowance.toNanos() : now - launched > startUpAllowance.toNanos();
    }

    /** How long the test took to start (zero before it has). */
    Duration startUp() {
        return hasStarted ? Duration.ofNanos(started - launched) : Duration.ZERO;
    }

    /** Which allowance a run that {@link #expired} overran, for the message that gives it up. */
    String overrun() {
        return hasStarted
                ? "did not finish within " + runAllowance.toSeconds() + " s of the test's start (it took "
                + startUp().toSeconds() + " s to start)"
                : "did not start the test within its start-up allowance of " + startUpAllowance.toSeconds() + " s";
    }
}
