package io.daytrader.bench.results;

/**
 * One measured run: the steady-state window of {@code seconds}, the requests that completed in it, and the
 * CPU of the server and driver processes over the same window (cores used on average, and percent of the
 * CPUs the process may use). CPU and RSS are null when the process could not be observed.
 */
public record RunResult(int index, double seconds, long requests, long errors, double throughput, Latency latencyMs,
                        Double serverCpuCores, Double serverCpuPercent, Double driverCpuCores, Double driverCpuPercent,
                        Long serverRssBytes) {
}
