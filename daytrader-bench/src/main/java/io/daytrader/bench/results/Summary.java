package io.daytrader.bench.results;

/**
 * The measured runs of one workload together: median and min-max of the runs' throughputs, their spread
 * ((max - min) / median, percent), the errors of all runs, latency over all measured requests, and the
 * median CPU of server and driver, the highest server RSS.
 */
public record Summary(double throughputMedian, double throughputMin, double throughputMax, double spreadPercent,
                      long requests, long errors, double errorPercent, Latency latencyMs,
                      Double serverCpuPercent, Double driverCpuPercent, Long serverRssBytes) {
}
