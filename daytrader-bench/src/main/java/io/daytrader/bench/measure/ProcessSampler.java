package io.daytrader.bench.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples the CPU time and RSS of one process, or the sum over a group of processes (a JMeter client and its
 * engines), every {@value #PERIOD_MILLIS} ms, so that the CPU used in any window can be read afterwards
 * (interpolated between the samples around the window's ends).
 */
public final class ProcessSampler {

    static final long PERIOD_MILLIS = 200;

    /** One reading: wall-clock ms, CPU ticks, RSS bytes. */
    public record Reading(long millis, long ticks, long rssBytes) {
    }

    private final long[] pids;
    private final List<Reading> readings = new ArrayList<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "process-sampler");
        thread.setDaemon(true);
        return thread;
    });

    private ProcessSampler(long[] pids) {
        this.pids = pids;
    }

    public static ProcessSampler start(long... pids) {
        ProcessSampler sampler = new ProcessSampler(pids);
        sampler.timer.scheduleAtFixedRate(sampler::sample, 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
        return sampler;
    }

    private void sample() {
        long now = System.currentTimeMillis();
        long ticks = 0;
        long rss = 0;
        for (long pid : pids) {
            OptionalLong processTicks = ProcStat.cpuTicks(pid);
            if (processTicks.isEmpty()) {
                return;
            }
            ticks += processTicks.getAsLong();
            rss += ProcStat.rssBytes(pid).orElse(0);
        }
        synchronized (readings) {
            readings.add(new Reading(now, ticks, rss));
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

    /** The series once it has a reading at or after {@code millis}: a window that just ended needs one more. */
    public CpuSeries seriesThrough(long millis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 5 * PERIOD_MILLIS;
        CpuSeries series = series();
        while (!series.reaches(millis) && System.currentTimeMillis() < deadline) {
            Thread.sleep(PERIOD_MILLIS / 2);
            series = series();
        }
        return series;
    }
}
