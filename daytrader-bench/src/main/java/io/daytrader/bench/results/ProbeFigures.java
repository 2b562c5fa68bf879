package io.daytrader.bench.results;

/**
 * What the server's probe (daytrader-probe, in the server's JVM) saw in a window: the share of the time the JVM was
 * paused for GC and the 99th percentile of those pauses (the upper bound of its histogram bucket, whole ms; null
 * without a pause), the pauses, bytes allocated per successful request, the heap after the last collection and the
 * threads. {@code procCpuMsPerRequest}: the server's CPU per request from /proc, the cross-check of the probe's (null
 * when the server is not a process of this machine). In a summary: medians over the windows, the highest p99 and heap.
 */
public record ProbeFigures(Double gcPausePercent, Double gcPauseP99Ms, Long gcPauses, Double allocatedBytesPerRequest,
                           Long heapAfterGcBytes, Integer threads, Double procCpuMsPerRequest) {
}
