package io.daytrader.bench.run;

import java.io.PrintStream;
import java.time.Duration;

/** Progress lines on the terminal: what runs now, how far the sweep is, and the estimated time left. */
final class Progress {

    private final PrintStream out;
    private final long started = System.nanoTime();
    private long secondsLeft;

    Progress(PrintStream out, long estimatedSeconds) {
        this.out = out;
        this.secondsLeft = estimatedSeconds;
    }

    void addEstimate(long seconds) {
        secondsLeft += seconds;
    }

    void done(long seconds) {
        secondsLeft = Math.max(0, secondsLeft - seconds);
    }

    void say(String what) {
        out.printf("[%s elapsed, about %s left] %s%n", format(Duration.ofNanos(System.nanoTime() - started).toSeconds()),
                format(secondsLeft), what);
        out.flush();
    }

    static String format(long seconds) {
        return seconds >= 3600 ? String.format("%dh%02dm", seconds / 3600, seconds % 3600 / 60)
                : String.format("%dm%02ds", seconds / 60, seconds % 60);
    }
}
