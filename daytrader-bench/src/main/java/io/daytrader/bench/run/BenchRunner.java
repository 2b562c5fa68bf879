package io.daytrader.bench.run;

import io.daytrader.bench.catalog.Catalog;
import io.daytrader.bench.catalog.CatalogReader;
import io.daytrader.bench.catalog.Primitive;
import io.daytrader.bench.catalog.PrimitiveSelection;
import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.bench.driver.CpuPinning;
import io.daytrader.bench.driver.DriverRun;
import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.measure.CpuSeries;
import io.daytrader.bench.measure.Flags;
import io.daytrader.bench.measure.JtlReader;
import io.daytrader.bench.measure.LatencyStats;
import io.daytrader.bench.measure.ProcessSampler;
import io.daytrader.bench.measure.RequestMix;
import io.daytrader.bench.measure.RunAnalyzer;
import io.daytrader.bench.measure.Sample;
import io.daytrader.bench.measure.SteadyState;
import io.daytrader.bench.measure.Window;
import io.daytrader.bench.plan.Invocation;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.plan.WorkloadPlanner;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.Machine;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.Settings;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import io.daytrader.bench.target.ExternalTarget;
import io.daytrader.bench.target.Http;
import io.daytrader.bench.target.ProvisionedTarget;
import io.daytrader.bench.target.ServerPorts;
import io.daytrader.bench.target.Target;
import org.HdrHistogram.Histogram;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;

/** The sweep: for every target, start it, reset, measure every workload, stop it; then the results. */
public final class BenchRunner {

    private final BenchOptions options;
    private final PrintStream out;
    private final Profile profile;
    private final CpuPinning pinning;
    private final Machine machine;
    private final List<Integer> threads;

    public BenchRunner(BenchOptions options, PrintStream out) {
        this.options = options;
        this.out = out;
        this.profile = Profile.named(options.profile()).with(options.warmupSeconds(), options.runs(),
                options.runSeconds(), options.pauseSeconds());
        this.machine = MachineInfo.read();
        CpuPinning requested = CpuPinning.parse(options.pin(), machine.cpus());
        // A server the user runs is not placed by the bench: only the driver is pinned.
        this.pinning = options.external() ? new CpuPinning(null, requested.driverCpus(), machine.cpus()) : requested;
        this.threads = options.threads().isEmpty() ? profile.defaultThreads() : options.threads();
    }

    public BenchResults run() {
        Instant started = Instant.now();
        Path outputDir = options.output();
        Progress progress = new Progress(out, 0);
        List<TargetResult> targets = new ArrayList<>();
        List<String> specs = options.external() ? List.of(options.url()) : options.servers();
        for (String spec : specs) {
            progress.say("starting " + (options.external() ? "to drive " : "") + spec);
            try (Target target = open(spec, outputDir)) {
                Path samplesDir = outputDir.resolve("samples").resolve((targets.size() + 1) + "-" + safe(target.name()));
                targets.add(measure(target, samplesDir, progress));
            }
        }
        return new BenchResults(BenchResults.SCHEMA_VERSION, BenchResults.TOOL, started.toString(),
                Instant.now().toString(), settings(), machine, targets);
    }

    private Target open(String spec, Path outputDir) {
        if (options.external()) {
            OptionalLong pid = options.serverPid() == null ? OptionalLong.empty() : OptionalLong.of(options.serverPid());
            return new ExternalTarget(options.url(), options.adminPassword(), pid);
        }
        ServerPorts ports = new ServerPorts(options.port(), options.httpsPort(), options.jmsPort());
        return ProvisionedTarget.start(options.root(), spec, outputDir, ports, pinning.serverCpus(), options.users(),
                options.quotes());
    }

    private TargetResult measure(Target target, Path samplesDir, Progress progress) {
        TradeReset.reset(target);
        Footprint footprint = target.footprint();
        List<String> skipped = new ArrayList<>();
        List<Workload> workloads = workloads(target, skipped);
        int perWorkload = profile.secondsPerWorkload() + profile.invocations().size() * JMeterDriver.OVERHEAD_SECONDS;
        progress.addEstimate((long) perWorkload * workloads.size());
        URI uri = URI.create(target.baseUrl());
        JMeterDriver driver = new JMeterDriver(options.jmeterHome(), options.root().resolve("jmeter-plans"),
                pinning.driverCpus());
        RunAnalyzer analyzer = new RunAnalyzer(pinning.serverShare(), pinning.driverShare());
        List<WorkloadResult> results = new ArrayList<>();
        ProcessSampler server = target.serverPid().isPresent() ? ProcessSampler.start(target.serverPid().getAsLong()) : null;
        try {
            for (int w = 0; w < workloads.size(); w++) {
                Workload workload = workloads.get(w);
                List<RunResult> runs = new ArrayList<>();
                Histogram measured = LatencyStats.histogram(List.of());
                Map<String, Long> labels = new HashMap<>();
                List<Invocation> invocations = profile.invocations();
                for (int i = 0; i < invocations.size(); i++) {
                    Invocation invocation = invocations.get(i);
                    progress.say(String.format("%s: workload %d/%d %s, %s", target.name(), w + 1, workloads.size(),
                            workload.describe(), invocation.windows().isEmpty() ? "warm-up" : describe(invocation, runs.size())));
                    TradeReset.reset(target);
                    DriverRun run = driver.run(workload, uri.getScheme(), uri.getHost(), port(uri), invocation.durationSeconds(),
                            options.thinkTimeMs(), samplesDir.resolve(safe(workload.id()) + "-" + i + ".jtl"));
                    analyze(run, invocation, server, analyzer, runs, measured, labels);
                    Gzip.replace(run.jtl());
                    progress.done(invocation.durationSeconds() + JMeterDriver.OVERHEAD_SECONDS);
                    pause(invocation.pauseAfterSeconds());
                    progress.done(invocation.pauseAfterSeconds());
                }
                Summary summary = RunAnalyzer.summarize(runs, measured);
                results.add(new WorkloadResult(workload.id(), workload.name(), workload.category(), workload.type(),
                        workload.path(), workload.threads(), workload.size(), options.thinkTimeMs(), runs, summary,
                        RequestMix.of(labels), List.of()));
            }
        } finally {
            if (server != null) {
                server.close();
            }
        }
        return new TargetResult(target.name(), target.kind(), target.version(), target.baseUrl(), target.external(),
                footprint, withFlags(results), skipped);
    }

    private static String describe(Invocation invocation, int runsSoFar) {
        int count = invocation.windows().size();
        String runs = count == 1 ? "run " + (runsSoFar + 1) : "runs " + (runsSoFar + 1) + "-" + (runsSoFar + count);
        return (invocation.warmsUp() ? "warm-up + " : "") + runs;
    }

    private void analyze(DriverRun run, Invocation invocation, ProcessSampler server, RunAnalyzer analyzer,
                         List<RunResult> runs, Histogram measured, Map<String, Long> labels) {
        if (invocation.windows().isEmpty()) {
            return;
        }
        List<Sample> samples = JtlReader.read(run.jtl());
        if (samples.isEmpty()) {
            throw new IllegalStateException("JMeter recorded no request; see " + run.log());
        }
        long origin = SteadyState.origin(samples);
        CpuSeries serverSeries = server == null ? null : server.series();
        for (Window window : invocation.windows()) {
            RunResult result = analyzer.run(runs.size() + 1, samples, origin, window, run.driverCpu(), serverSeries);
            if (result != null) {
                runs.add(result);
                List<Sample> inWindow = SteadyState.inWindow(samples, origin, new Window(window.offsetSeconds(), result.seconds()));
                measured.add(LatencyStats.histogram(inWindow));
                RequestMix.count(inWindow, labels);
            }
        }
    }

    /** Unsaturated applies to the highest concurrency of each workload (name and size). */
    static List<WorkloadResult> withFlags(List<WorkloadResult> results) {
        List<WorkloadResult> flagged = new ArrayList<>();
        for (WorkloadResult result : results) {
            int highest = results.stream()
                    .filter(r -> r.name().equals(result.name()) && Objects.equals(r.size(), result.size()))
                    .mapToInt(WorkloadResult::threads).max().orElse(result.threads());
            flagged.add(new WorkloadResult(result.id(), result.name(), result.category(), result.type(), result.path(),
                    result.threads(), result.size(), result.thinkTimeMs(), result.runs(), result.summary(),
                    result.requestMix(), Flags.of(result.summary(), result.threads() == highest)));
        }
        return flagged;
    }

    private List<Workload> workloads(Target target, List<String> skipped) {
        String contextRoot = URI.create(target.baseUrl()).getPath();
        WorkloadPlanner planner = new WorkloadPlanner(contextRoot, threads, options.sizes());
        List<Workload> workloads = new ArrayList<>();
        if (!options.primitives().isEmpty()) {
            List<Primitive> selected = PrimitiveSelection.select(catalog(target), options.primitives());
            selected.stream().filter(p -> !p.available()).forEach(p -> skipped.add(p.name() + " (not available)"));
            workloads.addAll(planner.primitives(selected.stream().filter(Primitive::available).toList()));
        }
        if (options.scenario()) {
            workloads.addAll(planner.scenario(options.scenarioPath()));
        }
        if (options.userWorkload()) {
            workloads.addAll(planner.userWorkload(options.users(), options.quotes()));
        }
        return workloads;
    }

    private Catalog catalog(Target target) {
        if (options.catalogFile() != null) {
            return CatalogReader.read(options.catalogFile());
        }
        String url = target.baseUrl() + "/primitives";
        try {
            Http.Response response = Http.get(url, Duration.ofSeconds(30));
            if (response.status() != 200) {
                throw new IllegalStateException("the primitive catalog " + url + " answered HTTP " + response.status());
            }
            return CatalogReader.parse(response.body());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the primitive catalog " + url + ": " + e.getMessage(), e);
        }
    }

    private Settings settings() {
        List<String> selection = new ArrayList<>();
        options.primitives().forEach(p -> selection.add("primitives:" + p));
        if (options.scenario()) {
            selection.add("scenario");
        }
        if (options.userWorkload()) {
            selection.add("workload:daytrader");
        }
        return new Settings(profile.name(), profile.warmupSeconds(), profile.runs(), profile.runSeconds(),
                profile.pauseSeconds(), threads, options.thinkTimeMs(), options.sizes(), pinning.serverCpus(),
                pinning.driverCpus(), options.users(), options.quotes(), selection);
    }

    private static int port(URI uri) {
        return uri.getPort() > 0 ? uri.getPort() : "https".equals(uri.getScheme()) ? 443 : 80;
    }

    private static String safe(String name) {
        return name.replaceAll("[^A-Za-z0-9._@=-]", "_");
    }

    private static void pause(int seconds) {
        try {
            Thread.sleep(seconds * 1000L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
