package io.daytrader.bench.probe;

import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The readings of a {@link ProbeSampler}, and what the JVM did in a window of this machine's wall-clock time:
 * CPU and allocated bytes interpolated at the window's ends, GC pauses between the readings that enclose it.
 */
public record ProbeSeries(List<Stamped> readings) {

    /** A reading and this machine's time when it came. */
    public record Stamped(long millis, ProbeReading reading) {
    }

    /**
     * The JVM over one window: cores used on average; pauses, their share of the time and the 99th percentile
     * of their durations (the upper bound of its histogram bucket, ms; null without a pause); bytes allocated;
     * the heap after the last collection, threads and the CPUs it may use at the window's end.
     */
    public record Window(double cpuCores, long gcPauses, double gcPausePercent, Double gcPauseP99Ms,
                         double allocatedBytes, Long heapAfterGcBytes, int threads, int availableProcessors) {
    }

    /** The window [from, to), or null without readings on both sides of it. */
    public Window between(long fromMillis, long toMillis) {
        if (readings.size() < 2 || toMillis <= fromMillis
                || fromMillis < readings.get(0).millis() || toMillis > readings.get(readings.size() - 1).millis()) {
            return null;
        }
        double seconds = (toMillis - fromMillis) / 1000.0;
        double cpuNanos = at(toMillis, ProbeReading::processCpuNanos) - at(fromMillis, ProbeReading::processCpuNanos);
        double allocated = at(toMillis, ProbeReading::allocatedBytes) - at(fromMillis, ProbeReading::allocatedBytes);
        Stamped before = lastAtOrBefore(fromMillis);
        Stamped after = firstAtOrAfter(toMillis);
        ProbeReading.Gc start = before.reading().gc();
        ProbeReading.Gc end = after.reading().gc();
        long pauses = end.pauses() - start.pauses();
        double pausePercent = (end.pauseMillis() - start.pauseMillis()) * 100.0 / (after.millis() - before.millis());
        return new Window(cpuNanos / 1e9 / seconds, pauses, pausePercent, p99(start, end), allocated,
                after.reading().heapAfterGcBytes(), after.reading().threads(),
                after.reading().availableProcessors());
    }

    /** The bucket bound under which 99 % of the pauses between two readings fall. */
    static Double p99(ProbeReading.Gc start, ProbeReading.Gc end) {
        long[] bounds = end.histogramBoundsMillis();
        long[] counts = new long[end.histogramCounts().length];
        long total = 0;
        for (int i = 0; i < counts.length; i++) {
            counts[i] = end.histogramCounts()[i] - start.histogramCounts()[i];
            total += counts[i];
        }
        if (total == 0) {
            return null;
        }
        long rank = (long) Math.ceil(total * 0.99);
        long seen = 0;
        for (int i = 0; i < counts.length; i++) {
            seen += counts[i];
            if (seen >= rank) {
                return (double) bounds[Math.min(i, bounds.length - 1)];
            }
        }
        return (double) bounds[bounds.length - 1];
    }

    private Stamped lastAtOrBefore(long millis) {
        Stamped found = readings.get(0);
        for (Stamped s : readings) {
            if (s.millis() <= millis) {
                found = s;
            }
        }
        return found;
    }

    private Stamped firstAtOrAfter(long millis) {
        return readings.stream().filter(s -> s.millis() >= millis).findFirst().orElse(readings.get(readings.size() - 1));
    }

    private double at(long millis, ToLongFunction<ProbeReading> counter) {
        for (int i = 1; i < readings.size(); i++) {
            Stamped after = readings.get(i);
            if (after.millis() >= millis) {
                Stamped before = readings.get(i - 1);
                long low = counter.applyAsLong(before.reading());
                long high = counter.applyAsLong(after.reading());
                if (after.millis() == before.millis()) {
                    return high;
                }
                return low + (double) (millis - before.millis()) / (after.millis() - before.millis()) * (high - low);
            }
        }
        return counter.applyAsLong(readings.get(readings.size() - 1).reading());
    }
}
