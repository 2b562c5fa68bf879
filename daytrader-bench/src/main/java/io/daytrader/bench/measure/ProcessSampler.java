package io.daytrader.bench.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples one process's CPU time and RSS every {@value #PERIOD_MILLIS} ms, so that the CPU it used in any window
 * can be read afterwards (interpolated between the samples around the window's ends).
 */
public final class ProcessSampler {

    static final long PERIOD_MILLIS = 200;

    /** One reading: wall-clock ms, CPU ticks, RSS bytes. */
    public record Reading(long millis, long ticks, long rssBytes) {
    }

    private final long pid;
    private final List<Reading> readings = new ArrayList<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "process-sampler");
        thread.setDaemon(true);
        return thread;
    });

    private ProcessSampler(long pid) {
        this.pid = pid;
    }

    public static ProcessSampler start(long pid) {
        ProcessSampler sampler = new ProcessSampler(pid);
        sampler.timer.scheduleAtFixedRate(sampler::sample, 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
        return sampler;
    }

    private void sample() {
        long now = System.currentTimeMillis();
        OptionalLong ticks = ProcStat.cpuTicks(pid);
        OptionalLong rss = ProcStat.rssBytes(pid);
        if (ticks.isPresent()) {
            synchronized (readings) {
                readings.add(new Reading(now, ticks.getAsLong(), rss.orElse(0)));
            }
        }
    }

    /** Takes a last reading and stops. */
    public void close() {
        timer.shutdownNow();
        sample();
    }

    public CpuSeries series() {
        synchronized (readings) {
            return new CpuSeries(List.copyOf(readings));
        }
    }
}
