package io.daytrader.bench.run;

import io.daytrader.launch.CpuPinning;
import io.daytrader.bench.driver.DriverRun;
import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.driver.ThinkTime;
import io.daytrader.bench.measure.CpuSeries;
import io.daytrader.bench.measure.JtlReader;
import io.daytrader.bench.measure.ProcessSampler;
import io.daytrader.bench.measure.RunAnalyzer;
import io.daytrader.bench.measure.Sample;
import io.daytrader.bench.measure.SteadyState;
import io.daytrader.bench.measure.WarmupControl;
import io.daytrader.bench.measure.Window;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.probe.ProbeSampler;
import io.daytrader.bench.probe.ProbeSeries;
import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.server.FlightRecorder;
import io.daytrader.bench.server.Target;

import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;

/**
 * One driver run of one workload on one target: reset trade where an earlier run may have changed it
 * ({@link TradeReset}), the run with its warm-up ({@link WarmupControl}),
 * then its measured windows turned into run results, latency and request mix. With {@code --profile-server}, a
 * flight recording of the server over a run that keeps its series.
 */
final class WorkloadRunner {

    private final Profile profile;
    private final JMeterDriver driver;
    private final ThinkTime thinkTime;
    private final RunAnalyzer analyzer;
    private final boolean profileServer;
    private final Path output;
    private final PrintStream out;
    private final WindowLog windows;
    private final TradeReset resets = new TradeReset();

    WorkloadRunner(Profile profile, JMeterDriver driver, ThinkTime thinkTime, CpuPinning pinning, boolean profileServer,
                   Path output, PrintStream out, WindowLog windows) {
        this.windows = windows;
        this.profile = profile;
        this.driver = driver;
        this.thinkTime = thinkTime;
        this.analyzer = new RunAnalyzer(pinning.serverShare(), pinning.driverShare());
        this.profileServer = profileServer;
        this.output = output;
        this.out = out;
    }

    /** Turns what a window counted into its run result, with the CPU shares of this sweep's pinning. */
    RunAnalyzer analyzer() {
        return analyzer;
    }

    /** What one run measures: its warm-up, how many windows follow it, its round (null: none). */
    record Plan(WarmupControl warmup, int windows, Integer round, String jtlName, boolean keepSeries) {
    }

    /** What this runner's windows are, in the sweep's order. */
    WindowLog windows() {
        return windows;
    }

    ThinkTime thinkTime() {
        return thinkTime;
    }

    /** Which servers' trade data the sweep's runs may have changed since their last reset. */
    TradeReset resets() {
        return resets;
    }

    /**
     * Runs {@code workload} on {@code target} (named {@code name} in the results) as {@code plan} says and adds what
     * it measured to {@code measured}. A driver run that failed leaves the workload without figures from it (flagged
     * stalled), not a lost sweep.
     */
    void measure(String name, Target target, Workload workload, int fork, Plan plan, ProcessSampler server,
                 ProbeSampler probe, Path samplesDir, TargetMeasurements.Measured measured) {
        resets.beforeWorkload(target);
        resets.ran(target, workload);
        Path jtl = samplesDir.resolve(plan.jtlName() + ".jtl");
        OptionalLong pid = target.serverPid();
        FlightRecorder recorder = profileServer && plan.keepSeries() && pid.isPresent()
                ? FlightRecorder.start(pid.getAsLong(), "daytrader-" + plan.jtlName()) : null;
        Path recording = null;
        DriverRun run;
        try {
            run = driver.run(workload, driverTarget(target), profile.maxDriverSeconds(), thinkTime, jtl, plan.warmup());
        } catch (IllegalStateException e) {
            out.println("  " + e.getMessage());
            if (plan.keepSeries()) {
                measured.forks.add(new ForkSeries(fork, 0, false, List.of(), null));
            }
            return;
        } finally {
            if (recorder != null) {
                recording = recorder.stop(samplesDir.resolve(plan.jtlName() + ".jfr"));
            }
        }
        if (run.startUpNote() != null) {
            out.println("  " + run.startUpNote());
        }
        analyze(name, run, plan, fork, server == null ? null : server.series(),
                probe == null ? null : probe.series(), measured, recording);
        Gzip.replace(run.jtl());
    }

    private void analyze(String name, DriverRun run, Plan plan, int fork, CpuSeries server, ProbeSeries probe,
                         TargetMeasurements.Measured measured, Path recording) {
        List<Sample> samples = JtlReader.read(run.jtl());
        String recordingPath = recording == null ? null : output.relativize(recording).toString();
        if (samples.isEmpty()) {
            out.println("  JMeter recorded no request; see " + run.log());
            if (plan.keepSeries()) {
                measured.forks.add(new ForkSeries(fork, 0, false, List.of(), recordingPath));
            }
            return;
        }
        samples.stream().filter(sample -> sample.engine() != null)
                .forEach(sample -> measured.engines.merge(sample.engine(), 1L, Long::sum));
        long origin = SteadyState.origin(samples);
        boolean decided = plan.warmup().warmupSeconds() != null;
        double warmup = decided ? plan.warmup().warmupSeconds() : profile.warmupCapSeconds();
        for (int r = 0; r < plan.windows(); r++) {
            Window window = new Window(warmup + (double) r * profile.runSeconds(), profile.runSeconds());
            RunResult result = analyzer.run(measured.runs.size() + 1, fork, plan.round(), samples, origin, window,
                    run.driverCpu(), server, probe, run.engines());
            if (result != null) {
                Window effective = new Window(window.offsetSeconds(), result.seconds());
                int position = windows.add(measured.workload.id(), plan.round(), effective.fromMillis(origin),
                        effective.toMillis(origin), List.of(WindowLog.loaded(name, fork)));
                measured.add(result.placed(position, null, null), SteadyState.inWindow(samples, origin, effective));
            }
        }
        if (plan.keepSeries()) {
            measured.forks.add(new ForkSeries(fork, warmup, decided && plan.warmup().steady(),
                    SteadyState.perSecond(samples, origin), recordingPath));
        }
    }

    static JMeterDriver.Target driverTarget(Target target) {
        URI uri = URI.create(target.baseUrl());
        int port = uri.getPort() > 0 ? uri.getPort() : "https".equals(uri.getScheme()) ? 443 : 80;
        return new JMeterDriver.Target(uri.getScheme(), uri.getHost(), port);
    }
}
