package io.daytrader.bench.results;

import java.util.Map;

/**
 * One measured window of one launch ({@code fork}, from 1): its length, the requests that completed in it
 * successfully ({@code requests}, the only ones {@code throughput} counts), those that failed ({@code errors}, of
 * which {@code timeouts} timed out), and those still in flight at its end ({@code inFlight}; {@code stalled}: of
 * those, the ones already running when the window began). CPU of the server and driver processes
 * over the window: cores used on average, and percent of the CPUs the process may use; {@code serverCpuMsPerRequest}:
 * server CPU milliseconds per successful request. CPU and RSS are null when the process could not be observed.
 * {@code round}: in a side-by-side sweep, the round of its launch in which every target got one window, in turn
 * (from 1; the windows of one round are the pairs a comparison compares); null when the targets ran one after the
 * other, and in older files. {@code probe}: the server's JVM as its probe saw the window (null without a probe; the
 * server's CPU figures then come from /proc). {@code engineCpuPercent}: each JMeter engine's CPU, percent of the
 * CPUs it may use, from its probe (distributed runs; empty otherwise). {@code position}: the window's place among all
 * windows of the sweep, from 1 ({@link WindowRecord}: when it began and ended, and which targets it loaded).
 * {@code round}, in a duet: the window of the workload, shared by every target loaded in it (their launches are each
 * run's {@code fork}). {@code serverCpuShare}: in a duet, this target's part of the server CPU that the
 * {@code targetsAtOnce} targets loaded at once used in the window (null otherwise, and in older files).
 */
public record RunResult(int index, Integer fork, double seconds, long requests, long errors, Long timeouts,
                        Long inFlight, Long stalled, double throughput, Latency latencyMs, Double serverCpuCores,
                        Double serverCpuPercent, Double serverCpuMsPerRequest, Double driverCpuCores,
                        Double driverCpuPercent, Long serverRssBytes, Integer round, ProbeFigures probe,
                        Map<String, Double> engineCpuPercent, Integer position, Double serverCpuShare,
                        Integer targetsAtOnce) {

    /** A share of the server CPU below this part of an equal share starves the target: the window is flagged. */
    public static final double STARVED_PART_OF_EQUAL_SHARE = 0.5;

    /** The same window at its place in the sweep, with its share of the server CPU (null: not a duet). */
    public RunResult placed(int at, Double share, Integer together) {
        return new RunResult(index, fork, seconds, requests, errors, timeouts, inFlight, stalled, throughput, latencyMs,
                serverCpuCores, serverCpuPercent, serverCpuMsPerRequest, driverCpuCores, driverCpuPercent,
                serverRssBytes, round, probe, engineCpuPercent, at, share, together);
    }

    /** Whether another target loaded at once took so much of the server CPU that this one starved. */
    public boolean starved() {
        return serverCpuShare != null && targetsAtOnce != null && targetsAtOnce > 1
                && serverCpuShare < STARVED_PART_OF_EQUAL_SHARE / targetsAtOnce;
    }

    /** The CPU percent of the busiest engine, or null without engine probes. */
    public Double busiestEngineCpuPercent() {
        return engineCpuPercent == null ? null : engineCpuPercent.values().stream().max(Double::compare).orElse(null);
    }

    public int forkOrFirst() {
        return fork == null ? 1 : fork;
    }
}
