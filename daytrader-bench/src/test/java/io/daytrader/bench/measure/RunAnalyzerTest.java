package io.daytrader.bench.measure;

import io.daytrader.bench.TestFiles;
import io.daytrader.bench.probe.ProbeReading;
import io.daytrader.bench.probe.ProbeSeries;
import io.daytrader.bench.results.Latency;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.Summary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RunAnalyzerTest {

    private final List<Sample> recorded = JtlReader.read(TestFiles.resource("jtl/recorded-ok.jtl"));
    private final long origin = SteadyState.origin(recorded);

    /** A process that used {@code coresUsed} CPUs steadily, read every 100 ms around the recorded run. */
    private CpuSeries steady(double coresUsed, long rssBytes) {
        List<ProcessSampler.Reading> readings = new java.util.ArrayList<>();
        for (long t = origin - 1000; t <= origin + 6000; t += 100) {
            readings.add(new ProcessSampler.Reading(t, Math.round((t - origin + 1000) / 1000.0 * coresUsed
                    * ProcStat.CLOCK_TICKS_PER_SECOND), rssBytes));
        }
        return new CpuSeries(readings);
    }

    @Test
    void aRunIsTheWindowsRequestsPerSecondWithCpuOfBothProcesses() {
        RunAnalyzer analyzer = new RunAnalyzer(1, 1);

        RunResult run = analyzer.run(1, 1, null, recorded, origin, new Window(1, 2), steady(0.3, 1000),
                steady(0.9, 5000), null, Map.of());

        assertThat(run.requests()).isEqualTo(55);
        assertThat(run.throughput()).isCloseTo(27.5, within(1e-9));
        assertThat(run.errors()).isZero();
        assertThat(run.driverCpuCores()).isCloseTo(0.3, within(0.01));
        assertThat(run.serverCpuCores()).isCloseTo(0.9, within(0.01));
        assertThat(run.serverCpuPercent()).isCloseTo(90, within(1.0));
        assertThat(run.serverRssBytes()).isEqualTo(5000);
        assertThat(run.serverCpuMsPerRequest()).isCloseTo(0.9 * 2 * 1000 / 55, within(0.5));
        assertThat(run.inFlight()).isPositive();
        assertThat(run.stalled()).isZero();
    }

    @Test
    void aWindowTheBenchCountedItselfHasItsRateAndTheCpuOfBothProcesses() {
        RunAnalyzer analyzer = new RunAnalyzer(1, 1);
        Latency latency = new Latency(2.5, 2, 4, 9, 12, 15);

        RunResult run = analyzer.counted(3, 2, new Window(1, 2), origin, 4000, latency, steady(0.85, 0),
                steady(0.5, 7000));

        assertThat(run.index()).isEqualTo(3);
        assertThat(run.forkOrFirst()).isEqualTo(2);
        assertThat(run.throughput()).isEqualTo(2000);
        assertThat(run.errors()).isZero();
        assertThat(run.latencyMs()).isEqualTo(latency);
        assertThat(run.driverCpuPercent()).as("the driver-bound flag reads this").isCloseTo(85, within(1.0));
        assertThat(run.serverCpuMsPerRequest()).isCloseTo(0.5 * 2 * 1000 / 4000, within(0.01));
        assertThat(run.serverRssBytes()).isEqualTo(7000);
        assertThat(Flags.of(RunAnalyzer.summarize(List.of(run), LatencyStats.histogram(List.of())), List.of(run),
                List.of(), false)).contains(Flags.DRIVER_BOUND);
    }

    @Test
    void cpuPercentIsOfTheProcesssShare() {
        RunResult run = new RunAnalyzer(2, 4).run(1, 1, null, recorded, origin, new Window(1, 2), steady(1.0, 0),
                steady(1.0, 0), null, Map.of());

        assertThat(run.serverCpuPercent()).isCloseTo(50, within(1.0));
        assertThat(run.driverCpuPercent()).isCloseTo(25, within(1.0));
    }

    @Test
    void aWindowPastTheLastRequestIsCutOrDropped() {
        RunAnalyzer analyzer = new RunAnalyzer(1, 1);

        RunResult cut = analyzer.run(1, 1, null, recorded, origin, new Window(3, 2), null, null, null, Map.of());

        assertThat(cut.seconds()).isCloseTo(0.880, within(1e-9));
        assertThat(cut.serverCpuCores()).isNull();
        assertThat(analyzer.run(2, 1, null, recorded, origin, new Window(4, 2), null, null, null, Map.of())).isNull();
    }

    @Test
    void theSummaryHasTheMedianAndRangeOfTheRunsAndTheirErrors() {
        RunAnalyzer analyzer = new RunAnalyzer(1, 1);
        List<Sample> errors = JtlReader.read(TestFiles.resource("jtl/recorded-errors.jtl"));
        List<RunResult> runs = List.of(
                analyzer.run(1, 1, null, recorded, origin, new Window(0, 1), null, null, null, Map.of()),
                analyzer.run(2, 1, null, recorded, origin, new Window(1, 1), null, null, null, Map.of()),
                analyzer.run(3, 1, null, recorded, origin, new Window(2, 1), null, null, null, Map.of()));

        Summary summary = RunAnalyzer.summarize(runs, LatencyStats.histogram(recorded));

        assertThat(summary.throughputMedian()).isEqualTo(27);
        assertThat(summary.requests()).isEqualTo(runs.stream().mapToLong(RunResult::requests).sum());
        assertThat(summary.errors()).isZero();
        assertThat(summary.latencyMs().max()).isEqualTo(81);
        assertThat(summary.serverCpuPercent()).isNull();
        assertThat(summary.throughputMax()).isEqualTo(28);
        assertThat(summary.spreadPercent()).isCloseTo(100.0 / 27, within(1e-9));
        assertThat(summary.ciLow()).isLessThanOrEqualTo(27);
        assertThat(summary.ciHigh()).isGreaterThanOrEqualTo(27);
        long errorOrigin = SteadyState.origin(errors.subList(0, 1));
        RunResult failing = analyzer.run(1, 1, null, errors.subList(0, 1), errorOrigin, new Window(0, 1), null, null,
                null, Map.of());
        assertThat(failing.requests()).isZero();
        assertThat(failing.throughput()).isZero();
        assertThat(RunAnalyzer.summarize(List.of(failing), LatencyStats.histogram(errors)).errors()).isEqualTo(1);
    }

    /**
     * A JVM's probe read every 100 ms around the recorded run: {@code cores} CPUs used, 1 MB allocated a second, and
     * one 7-ms pause a second; 4 CPUs available.
     */
    static ProbeSeries probed(long origin, double cores) {
        List<ProbeSeries.Stamped> readings = new java.util.ArrayList<>();
        long[] bounds = {0, 1, 2, 5, 10};
        for (long t = origin - 1000; t <= origin + 6000; t += 100) {
            double seconds = (t - origin + 1000) / 1000.0;
            long pauses = (long) seconds;
            long[] counts = {0, 0, 0, 0, pauses, 0};
            readings.add(new ProbeSeries.Stamped(t, new ProbeReading(t, 0, 4, Math.round(seconds * cores * 1e9), 40,
                    Math.round(seconds * 1_000_000), 0, 300L << 20,
                    new ProbeReading.Gc(pauses, pauses * 7, bounds, counts), null)));
        }
        return new ProbeSeries(readings);
    }

    @Test
    void theProbeGivesTheServersCpuAndGcAndProcStaysACrossCheck() {
        RunResult run = new RunAnalyzer(1, 1).run(1, 1, null, recorded, origin, new Window(1, 2), steady(0.3, 1000),
                steady(0.9, 5000), probed(origin, 0.8), Map.of("10.47.0.11:1099", probed(origin, 3.4)));

        assertThat(run.serverCpuCores()).isCloseTo(0.8, within(0.01));
        assertThat(run.serverCpuPercent()).isCloseTo(20, within(0.5));
        assertThat(run.serverCpuMsPerRequest()).isCloseTo(0.8 * 2 * 1000 / 55, within(0.5));
        assertThat(run.probe().procCpuMsPerRequest()).isCloseTo(0.9 * 2 * 1000 / 55, within(0.5));
        assertThat(run.probe().gcPauses()).isBetween(2L, 3L);
        assertThat(run.probe().gcPausePercent()).isCloseTo(0.7, within(0.15));
        assertThat(run.probe().gcPauseP99Ms()).isEqualTo(10.0);
        assertThat(run.probe().allocatedBytesPerRequest()).isCloseTo(2_000_000.0 / 55, within(100.0));
        assertThat(run.probe().heapAfterGcBytes()).isEqualTo(300L << 20);
        assertThat(run.engineCpuPercent()).containsOnlyKeys("10.47.0.11:1099");
        assertThat(run.engineCpuPercent().get("10.47.0.11:1099")).isCloseTo(85, within(0.5));

        Summary summary = RunAnalyzer.summarize(List.of(run), LatencyStats.histogram(recorded));
        assertThat(summary.engineCpuPercent()).isCloseTo(85, within(0.5));
        assertThat(summary.probe().gcPauseP99Ms()).isEqualTo(10.0);
        assertThat(summary.probe().procCpuMsPerRequest()).isEqualTo(run.probe().procCpuMsPerRequest());
        assertThat(Flags.of(summary, List.of(run), List.of(), false)).contains(Flags.DRIVER_BOUND);
    }

    @Test
    void withoutAProbeTheServersCpuComesFromProc() {
        RunResult run = new RunAnalyzer(1, 1).run(1, 1, null, recorded, origin, new Window(1, 2), null,
                steady(0.9, 5000), null, Map.of());

        assertThat(run.serverCpuCores()).isCloseTo(0.9, within(0.01));
        assertThat(run.probe()).isNull();
        assertThat(RunAnalyzer.summarize(List.of(run), LatencyStats.histogram(recorded)).probe()).isNull();
    }
}
