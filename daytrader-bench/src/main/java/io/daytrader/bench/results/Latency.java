package io.daytrader.bench.results;

/** Latency of the requests of one run (or of all measured runs), in milliseconds. */
public record Latency(double mean, long p50, long p90, long p99, long p999, long max) {
}
