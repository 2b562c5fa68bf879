package io.daytrader.bench.run;

import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Progress lines on the terminal: what runs now, how far the sweep is, and the estimated time left. The estimate
 * counts what is planned (start-up, warm-up, every workload's windows) and grows when a workload needs more; while
 * nothing new is said for {@value #HEARTBEAT_SECONDS} s, the last line is said again with the time, so a long
 * warm-up never looks like a hang.
 */
final class Progress implements AutoCloseable {

    static final int HEARTBEAT_SECONDS = 30;

    private final PrintStream out;
    private final long started = System.nanoTime();
    private final ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "progress-heartbeat");
        thread.setDaemon(true);
        return thread;
    });
    private final Duration quietAtMost;
    private long secondsLeft;
    private long lastSaid = System.nanoTime();
    private String last;

    Progress(PrintStream out, long estimatedSeconds) {
        this(out, estimatedSeconds, Duration.ofSeconds(HEARTBEAT_SECONDS));
    }

    Progress(PrintStream out, long estimatedSeconds, Duration quietAtMost) {
        this.out = out;
        this.quietAtMost = quietAtMost;
        this.secondsLeft = estimatedSeconds;
        heartbeat.scheduleAtFixedRate(this::stillGoing, 100, 100, TimeUnit.MILLISECONDS);
    }

    synchronized void addEstimate(long seconds) {
        secondsLeft += seconds;
    }

    synchronized void done(long seconds) {
        secondsLeft = Math.max(0, secondsLeft - seconds);
    }

    synchronized void say(String what) {
        last = what;
        print(what);
    }

    private synchronized void stillGoing() {
        if (last != null && System.nanoTime() - lastSaid >= quietAtMost.toNanos()) {
            print("still: " + last);
        }
    }

    private void print(String what) {
        lastSaid = System.nanoTime();
        out.printf("[%s elapsed, about %s left] %s%n", format(Duration.ofNanos(lastSaid - started).toSeconds()),
                format(secondsLeft), what);
        out.flush();
    }

    @Override
    public void close() {
        heartbeat.shutdownNow();
    }

    static String format(long seconds) {
        return seconds >= 3600 ? String.format("%dh%02dm", seconds / 3600, seconds % 3600 / 60)
                : String.format("%dm%02ds", seconds / 60, seconds % 60);
    }
}
