package io.daytrader.bench.measure;

import io.daytrader.bench.probe.ProbeSeries;
import io.daytrader.bench.results.Latency;
import io.daytrader.bench.results.ProbeFigures;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.Summary;
import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Turns the samples and CPU readings of measured windows into run results, and runs into a summary. Only successful
 * requests count in a window's throughput and latency; failed ones are counted apart.
 */
public final class RunAnalyzer {

    private final int serverShare;
    private final int driverShare;

    /** @param serverShare CPUs the server may use; @param driverShare CPUs the driver may use */
    public RunAnalyzer(int serverShare, int driverShare) {
        this.serverShare = serverShare;
        this.driverShare = driverShare;
    }

    /**
     * The run of one window ({@code round}: its round in a side-by-side sweep, else null). A window that reaches past
     * the last completed request is cut there. Null when nothing of the window was covered. The server's CPU comes
     * from its probe when it has one ({@code serverProbe}), else from /proc ({@code server}); {@code engines}: the
     * probes of the JMeter engines, by engine.
     */
    public RunResult run(int index, int fork, Integer round, List<Sample> samples, long origin, Window window,
                         CpuSeries driver, CpuSeries server, ProbeSeries serverProbe,
                         Map<String, ProbeSeries> engines) {
        double covered = SteadyState.coveredSeconds(samples, origin);
        double length = Math.min(window.lengthSeconds(), covered - window.offsetSeconds());
        if (length <= 0) {
            return null;
        }
        Window effective = new Window(window.offsetSeconds(), length);
        long from = effective.fromMillis(origin);
        long to = effective.toMillis(origin);
        List<Sample> inWindow = SteadyState.inWindow(samples, origin, effective);
        long successes = inWindow.stream().filter(Sample::success).count();
        long errors = inWindow.size() - successes;
        long timeouts = inWindow.stream().filter(Sample::timeout).count();
        long inFlight = samples.stream().filter(s -> s.startMillis() < to && s.endMillis() >= to).count();
        long stalled = samples.stream().filter(s -> s.startMillis() < from && s.endMillis() >= to).count();
        Double procCores = server == null ? null : server.coresBetween(from, to);
        ProbeSeries.Window probed = serverProbe == null ? null : serverProbe.between(from, to);
        Double serverCores = probed != null ? Double.valueOf(probed.cpuCores()) : procCores;
        int share = probed != null ? probed.availableProcessors() : serverShare;
        Double driverCores = driver == null ? null : driver.coresBetween(from, to);
        return new RunResult(index, fork, length, successes, errors, timeouts, inFlight, stalled, successes / length,
                LatencyStats.of(LatencyStats.histogram(inWindow.stream().filter(Sample::success).toList())),
                serverCores, percent(serverCores, share), perRequest(serverCores, length, successes), driverCores,
                percent(driverCores, driverShare), server == null ? null : server.maxRssBetween(from, to), round,
                probed == null ? null : probeFigures(probed, successes, perRequest(procCores, length, successes)),
                engineCpuPercent(engines, from, to), null, null, null);
    }

    /** CPU milliseconds per successful request. */
    private static Double perRequest(Double cores, double seconds, long successes) {
        return cores == null || successes == 0 ? null : cores * seconds * 1000 / successes;
    }

    private static ProbeFigures probeFigures(ProbeSeries.Window probed, long successes, Double procCpuMsPerRequest) {
        return new ProbeFigures(probed.gcPausePercent(), probed.gcPauseP99Ms(), probed.gcPauses(),
                successes == 0 ? null : probed.allocatedBytes() / successes, probed.heapAfterGcBytes(),
                probed.threads(), procCpuMsPerRequest);
    }

    private static Map<String, Double> engineCpuPercent(Map<String, ProbeSeries> engines, long from, long to) {
        Map<String, Double> percent = new TreeMap<>();
        engines.forEach((engine, series) -> {
            ProbeSeries.Window window = series.between(from, to);
            if (window != null) {
                percent.put(engine, window.cpuCores() / window.availableProcessors() * 100);
            }
        });
        return percent;
    }

    /**
     * A window whose {@code completed} units of work were counted by the bench itself, not by JMeter (a chat run's
     * receipts): no errors, no requests in flight, the given latency, the CPU of server and driver over it.
     */
    public RunResult counted(int index, int fork, Window window, long origin, long completed, Latency latency,
                             CpuSeries driver, CpuSeries server) {
        long from = window.fromMillis(origin);
        long to = window.toMillis(origin);
        double length = window.lengthSeconds();
        Double serverCores = server == null ? null : server.coresBetween(from, to);
        Double driverCores = driver == null ? null : driver.coresBetween(from, to);
        Double cpuMsPerUnit = serverCores == null || completed == 0 ? null : serverCores * length * 1000 / completed;
        return new RunResult(index, fork, length, completed, 0, null, null, null, completed / length, latency,
                serverCores, percent(serverCores, serverShare), cpuMsPerUnit, driverCores,
                percent(driverCores, driverShare), server == null ? null : server.maxRssBetween(from, to), null, null,
                null, null, null, null);
    }

    private static Double percent(Double cores, int share) {
        return cores == null ? null : cores / share * 100;
    }

    /**
     * The summary of the runs of every launch; {@code measured} holds the latency of all successful requests of all
     * windows.
     */
    public static Summary summarize(List<RunResult> runs, Histogram measured) {
        List<Double> throughputs = runs.stream().map(RunResult::throughput).toList();
        Spread spread = throughputs.isEmpty() ? new Spread(0, 0, 0, 0) : Spread.of(throughputs);
        List<double[]> launches = launches(runs);
        double figure = launches.isEmpty() ? 0 : Bootstrap.figure(launches);
        Bootstrap.Interval interval = throughputs.size() < 2 ? null : Bootstrap.figureInterval(launches);
        long requests = runs.stream().mapToLong(RunResult::requests).sum();
        long errors = runs.stream().mapToLong(RunResult::errors).sum();
        long timeouts = runs.stream().map(RunResult::timeouts).filter(Objects::nonNull).mapToLong(Long::longValue).sum();
        Long rss = runs.stream().map(RunResult::serverRssBytes).filter(Objects::nonNull).max(Long::compare).orElse(null);
        return new Summary(figure, interval == null ? null : interval.low(), interval == null ? null : interval.high(),
                spread.min(), spread.max(), spread.spreadPercent(), requests, errors, timeouts,
                requests + errors == 0 ? 0 : errors * 100.0 / (requests + errors), LatencyStats.of(measured),
                Spread.medianOrNull(runs.stream().map(RunResult::serverCpuPercent).toList()),
                Spread.medianOrNull(runs.stream().map(RunResult::serverCpuMsPerRequest).toList()),
                Spread.medianOrNull(runs.stream().map(RunResult::driverCpuPercent).toList()), rss, probeSummary(runs),
                Spread.medianOrNull(runs.stream().map(RunResult::busiestEngineCpuPercent).toList()));
    }

    /** The windows' probe figures together: medians, the highest p99 pause and heap; null when no window had one. */
    static ProbeFigures probeSummary(List<RunResult> runs) {
        List<ProbeFigures> probed = runs.stream().map(RunResult::probe).filter(Objects::nonNull).toList();
        if (probed.isEmpty()) {
            return null;
        }
        return new ProbeFigures(Spread.medianOrNull(probed.stream().map(ProbeFigures::gcPausePercent).toList()),
                probed.stream().map(ProbeFigures::gcPauseP99Ms).filter(Objects::nonNull).max(Double::compare)
                        .orElse(null),
                probed.stream().map(ProbeFigures::gcPauses).filter(Objects::nonNull).mapToLong(Long::longValue).sum(),
                Spread.medianOrNull(probed.stream().map(ProbeFigures::allocatedBytesPerRequest).toList()),
                probed.stream().map(ProbeFigures::heapAfterGcBytes).filter(Objects::nonNull).max(Long::compare)
                        .orElse(null),
                probed.stream().map(ProbeFigures::threads).filter(Objects::nonNull).max(Integer::compare).orElse(null),
                Spread.medianOrNull(probed.stream().map(ProbeFigures::procCpuMsPerRequest).toList()));
    }

    /** The windows' throughputs grouped by launch. */
    public static List<double[]> launches(List<RunResult> runs) {
        Map<Integer, List<Double>> byFork = new TreeMap<>();
        runs.forEach(r -> byFork.computeIfAbsent(r.forkOrFirst(), f -> new ArrayList<>()).add(r.throughput()));
        return byFork.values().stream().map(v -> v.stream().mapToDouble(Double::doubleValue).toArray()).toList();
    }
}
