package io.daytrader.bench.results;

/**
 * The measured runs of one workload together. {@code throughputMedian}: the median over launches of each launch's
 * median window (successful requests per second), with a 95 % bootstrap confidence interval
 * [{@code ciLow}, {@code ciHigh}] over windows and launches; min-max and spread ((max - min) / median, percent) of
 * all windows; the requests, errors and timeouts of all windows; latency over all measured requests; the median CPU of
 * server and driver and server CPU ms per request; the highest server RSS; the server probe's figures
 * ({@link ProbeFigures}); the median over windows of the busiest engine's CPU percent (null without engine probes).
 */
public record Summary(double throughputMedian, Double ciLow, Double ciHigh, double throughputMin, double throughputMax,
                      double spreadPercent, long requests, long errors, Long timeouts, double errorPercent,
                      Latency latencyMs, Double serverCpuPercent, Double serverCpuMsPerRequest, Double driverCpuPercent,
                      Long serverRssBytes, ProbeFigures probe, Double engineCpuPercent) {
}
