package io.daytrader.bench.probe;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * One answer of a daytrader-probe agent (the JVM it runs in, at {@code timeMillis} of that machine's clock): process
 * CPU, threads, allocated bytes, heap, GC pauses with their histogram (cumulative since the JVM started; bucket i
 * holds the pauses up to {@code histogramBoundsMillis[i]} ms, the last bucket the longer ones), and the JVM.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ProbeReading(long timeMillis, long uptimeMillis, int availableProcessors, long processCpuNanos,
                           int threads, long allocatedBytes, long heapUsedBytes, Long heapAfterGcBytes, Gc gc,
                           Jvm jvm) {

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Gc(long pauses, long pauseMillis, long[] histogramBoundsMillis, long[] histogramCounts) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Jvm(String name, String vendor, String version, String flags, List<String> collectors) {
    }
}
