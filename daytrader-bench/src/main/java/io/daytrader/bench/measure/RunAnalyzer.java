package io.daytrader.bench.measure;

import io.daytrader.bench.results.Latency;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.Summary;
import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.List;

/** Turns the samples and CPU readings of measured windows into run results, and runs into a summary. */
public final class RunAnalyzer {

    private final int serverShare;
    private final int driverShare;

    /** @param serverShare CPUs the server may use; @param driverShare CPUs the driver may use */
    public RunAnalyzer(int serverShare, int driverShare) {
        this.serverShare = serverShare;
        this.driverShare = driverShare;
    }

    /**
     * The run of one window. A window that reaches past the last completed request is cut there. Null when
     * nothing of the window was covered.
     */
    public RunResult run(int index, List<Sample> samples, long origin, Window window, CpuSeries driver, CpuSeries server) {
        double covered = SteadyState.coveredSeconds(samples, origin);
        double length = Math.min(window.lengthSeconds(), covered - window.offsetSeconds());
        if (length <= 0) {
            return null;
        }
        Window effective = new Window(window.offsetSeconds(), length);
        List<Sample> inWindow = SteadyState.inWindow(samples, origin, effective);
        long errors = inWindow.stream().filter(s -> !s.success()).count();
        long from = effective.fromMillis(origin);
        long to = effective.toMillis(origin);
        Double serverCores = server == null ? null : server.coresBetween(from, to);
        Double driverCores = driver == null ? null : driver.coresBetween(from, to);
        return new RunResult(index, length, inWindow.size(), errors, inWindow.size() / length, LatencyStats.of(inWindow),
                serverCores, percent(serverCores, serverShare), driverCores, percent(driverCores, driverShare),
                server == null ? null : server.maxRssBetween(from, to));
    }

    private static Double percent(Double cores, int share) {
        return cores == null ? null : cores / share * 100;
    }

    /** The summary of the runs; {@code measured} holds the latency of all requests of all windows. */
    public static Summary summarize(List<RunResult> runs, Histogram measured) {
        List<Double> throughputs = runs.stream().map(RunResult::throughput).toList();
        Spread spread = throughputs.isEmpty() ? new Spread(0, 0, 0, 0) : Spread.of(throughputs);
        long requests = runs.stream().mapToLong(RunResult::requests).sum();
        long errors = runs.stream().mapToLong(RunResult::errors).sum();
        Latency latency = LatencyStats.of(measured);
        List<Double> serverCpu = new ArrayList<>();
        List<Double> driverCpu = new ArrayList<>();
        runs.forEach(r -> {
            serverCpu.add(r.serverCpuPercent());
            driverCpu.add(r.driverCpuPercent());
        });
        Long rss = runs.stream().map(RunResult::serverRssBytes).filter(v -> v != null).max(Long::compare).orElse(null);
        return new Summary(spread.median(), spread.min(), spread.max(), spread.spreadPercent(), requests, errors,
                requests == 0 ? 0 : errors * 100.0 / requests, latency, Spread.medianOrNull(serverCpu),
                Spread.medianOrNull(driverCpu), rss);
    }
}
