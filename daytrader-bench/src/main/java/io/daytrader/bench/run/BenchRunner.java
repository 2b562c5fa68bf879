package io.daytrader.bench.run;

import io.daytrader.dbserver.DatabaseKind;
import io.daytrader.dbserver.DatabaseServer;
import io.daytrader.bench.catalog.CatalogReader;
import io.daytrader.bench.catalog.PrimitiveSelection;
import io.daytrader.bench.chat.ChatDriver;
import io.daytrader.bench.chat.ChatSettings;
import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.bench.driver.CpuPinning;
import io.daytrader.bench.driver.DriverRun;
import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.driver.JMeterHome;
import io.daytrader.bench.driver.RemoteEngines;
import io.daytrader.bench.driver.ThinkTime;
import io.daytrader.bench.measure.Convergence;
import io.daytrader.bench.measure.ServerWarmupWatch;
import io.daytrader.bench.measure.CpuSeries;
import io.daytrader.bench.measure.JtlReader;
import io.daytrader.bench.measure.LatencyStats;
import io.daytrader.bench.measure.ProcessSampler;
import io.daytrader.bench.measure.RequestMix;
import io.daytrader.bench.measure.RunAnalyzer;
import io.daytrader.bench.measure.Sample;
import io.daytrader.bench.measure.SteadyState;
import io.daytrader.bench.measure.SteadyStateWatch;
import io.daytrader.bench.measure.Window;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.plan.WorkloadPlanner;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.Machine;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.ServerJvm;
import io.daytrader.bench.results.ServerWarmup;
import io.daytrader.bench.results.Settings;
import io.daytrader.bench.target.Database;
import io.daytrader.bench.target.ExternalTarget;
import io.daytrader.bench.target.FlightRecorder;
import io.daytrader.bench.target.Http;
import io.daytrader.bench.target.Installation;
import io.daytrader.bench.target.JvmOptions;
import io.daytrader.bench.target.LaunchSettings;
import io.daytrader.bench.target.ProvisionedTarget;
import io.daytrader.bench.target.ServerJvmInfo;
import io.daytrader.bench.target.ServerKind;
import io.daytrader.bench.target.ServerPorts;
import io.daytrader.bench.target.Target;
import io.daytrader.catalog.Catalog;
import io.daytrader.catalog.CatalogPrimitive;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * The sweep: every target is provisioned once, then launched {@code forks} times, targets interleaved (A B A B ...).
 * Each launch: reset, footprint, the server's warm-up pass (which warms the launch's resident JMeter too), then every
 * workload with its own warm-up to steady state and its measured windows; then the server and that JMeter stop.
 * With --runtime-modes, a launch does this once per mode of the application, the modes taking turns workload by
 * workload, and each mode is a target of its own in the results. The results summarise every launch.
 */
public final class BenchRunner {

    private final BenchOptions options;
    private final PrintStream out;
    private final Profile profile;
    private final CpuPinning pinning;
    private final Machine machine;
    private final List<Integer> threads;
    private final JMeterHome jmeterHome;
    private final Database database;

    public BenchRunner(BenchOptions options, PrintStream out) {
        this.options = options;
        this.out = out;
        this.profile = Profile.named(options.profile()).with(options.serverWarmupSeconds(), options.warmupSeconds(),
                options.runs(), options.runSeconds(), options.external() ? Integer.valueOf(1) : options.forks());
        this.machine = MachineInfo.read();
        CpuPinning requested = CpuPinning.parse(options.pin(), machine.cpus());
        // A server the user runs is not placed by the bench: only the driver is pinned.
        this.pinning = options.external() ? new CpuPinning(null, requested.driverCpus(), machine.cpus()) : requested;
        this.threads = options.threads().isEmpty() ? profile.defaultThreads() : options.threads();
        this.jmeterHome = new JMeterHome(options.jmeterHome());
        this.database = options.external() ? null
                : Database.of(options.db(), options.dbUrl(), options.dbUser(), options.dbPassword());
    }

    public BenchResults run() {
        // Started before the bench pins itself, so the database's processes are not held to the driver's CPUs.
        try (DatabaseServer server = database != null && database.startedByTheRun()
                ? DatabaseKind.of(database.kind()).startEmbedded(options.output().resolve("dbserver")) : null) {
            if (server != null) {
                out.println("database: " + server.description() + " for this run");
            }
            return run(server == null ? database : database.on(server));
        }
    }

    private BenchResults run(Database runDatabase) {
        Instant started = Instant.now();
        StealTime stealBefore = StealTime.now();
        CpuPinning.pinSelf(pinning.driverCpus());
        Progress progress = new Progress(out, 0);
        List<TargetMeasurements> measured = new ArrayList<>();
        List<String> engineAddresses;
        try (RemoteEngines engines = RemoteEngines.start(options.engines(), jmeterHome, driverJvmOptions(),
                pinning.driverCpus(), options.output().resolve("samples"), serverPorts().asSet())) {
            engineAddresses = engines.hostPorts();
            try (JMeterDriver driver = new JMeterDriver(jmeterHome, options.root().resolve("jmeter-plans"),
                    pinning.driverCpus(), driverJvmOptions(), engines, options.dashboard())) {
                if (options.external()) {
                    measured.addAll(measureExternal(driver, progress));
                } else {
                    measured.addAll(measureProvisioned(driver, progress, runDatabase));
                }
            }
        }
        Machine observed = machine.withSteal(StealTime.percentSince(stealBefore, StealTime.now()));
        return new BenchResults(BenchResults.SCHEMA_VERSION, BenchResults.TOOL, started.toString(),
                Instant.now().toString(), settings(engineAddresses), observed,
                ProvenanceReader.read(options.root(), jmeterHome.version()),
                measured.stream().map(TargetMeasurements::result).toList());
    }

    private List<String> driverJvmOptions() {
        return options.driverJvmOptions() == null ? JMeterDriver.DEFAULT_JVM_OPTIONS
                : Arrays.asList(options.driverJvmOptions().trim().split("\\s+"));
    }

    private List<TargetMeasurements> measureExternal(JMeterDriver driver, Progress progress) {
        OptionalLong pid = options.serverPid() == null ? OptionalLong.empty() : OptionalLong.of(options.serverPid());
        ExternalTarget target = new ExternalTarget(options.url(), options.adminPassword(), pid);
        List<TargetMeasurements> byMode = perMode(target.name(), name -> new TargetMeasurements(name, target.kind(),
                null, target.baseUrl(), true, null, null, null, options.thinkTimeMs()));
        progress.say("driving " + target.baseUrl());
        // A server the user runs is left in the runtime mode it was found in.
        String foundIn = options.runtimeModes().isEmpty() ? null
                : AppSettingsReader.read(target.baseUrl(), null, null).runtimeMode();
        try {
            measureLaunch(target, 1, null, byMode, driver, progress);
        } finally {
            if (foundIn != null) {
                try {
                    RuntimeModeSwitch.select(target, foundIn);
                } catch (IllegalStateException e) {
                    out.println("  could not set the runtime mode back to " + foundIn + ": " + e.getMessage());
                }
            }
        }
        return byMode;
    }

    /** The runtime modes each launch measures in turn; one null: the mode the server starts in, left as it is. */
    private List<String> modes() {
        return options.runtimeModes().isEmpty() ? Collections.singletonList(null) : options.runtimeModes();
    }

    /** A target's measurements per runtime mode, named after the target and the mode. */
    private List<TargetMeasurements> perMode(String name, Function<String, TargetMeasurements> create) {
        return modes().stream().map(mode -> create.apply(mode == null ? name : name + " [" + mode + "]")).toList();
    }

    /** The runtime mode of one launch's application, switched only when it changes (null: left as it is). */
    private static final class LaunchMode {
        private final Target target;
        private String selected;

        LaunchMode(Target target) {
            this.target = target;
        }

        void select(String mode) {
            if (mode != null && !mode.equals(selected)) {
                RuntimeModeSwitch.select(target, mode);
                selected = mode;
            }
        }
    }

    private List<TargetMeasurements> measureProvisioned(JMeterDriver driver, Progress progress, Database runDatabase) {
        List<Installation> installations = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<List<TargetMeasurements>> byInstallation = new ArrayList<>();
        for (String spec : options.servers()) {
            ServerKind kind = ServerKind.of(options.root(), spec);
            String version = ServerKind.requestedVersion(spec);
            progress.say("provisioning " + spec);
            Installation installation = kind.provision(version,
                    options.output().resolve("servers").resolve(safe(kind.name() + "-" + version)), options.jpa());
            installations.add(installation);
            names.add(uniqueName(installation.name(), names));
            byInstallation.add(perMode(names.get(names.size() - 1), name -> new TargetMeasurements(name, kind.name(),
                    installation.version(), null, false,
                    database.kind(), options.jpa(), options.connector().describe(), options.thinkTimeMs())));
        }
        for (int fork = 1; fork <= profile.forks(); fork++) {
            for (int t = 0; t < installations.size(); t++) {
                Installation installation = installations.get(t);
                String name = names.get(t);
                List<TargetMeasurements> byMode = byInstallation.get(t);
                progress.say("launch " + fork + "/" + profile.forks() + " of " + name);
                Path launchDir = options.output().resolve("servers").resolve(safe(name) + "-launch" + fork);
                createDirectories(launchDir);
                LaunchSettings settings = launchSettings(runDatabase, t);
                // One target that does not start or fails under load is reported as such; the others still run.
                try (ProvisionedTarget target = ProvisionedTarget.start(installation, settings,
                        launchDir.resolve("output"), launchDir.resolve("console.log"))) {
                    measureLaunch(target, fork, installation, byMode, driver, progress);
                } catch (RuntimeException e) {
                    progress.say("launch " + fork + "/" + profile.forks() + " of " + name + " failed: " + e.getMessage());
                    for (TargetMeasurements measurements : byMode) {
                        measurements.failed(fork, e.getMessage());
                    }
                }
            }
        }
        return byInstallation.stream().flatMap(List::stream).toList();
    }

    private ServerPorts serverPorts() {
        return new ServerPorts(options.port(), options.httpsPort(), options.portBase());
    }

    /** A target's name; the same server given twice (with other --jvm-opts) is told apart by its place. */
    private static String uniqueName(String name, List<String> named) {
        return named.contains(name) ? name + " #" + (named.size() + 1) : name;
    }

    private LaunchSettings launchSettings(Database runDatabase, int target) {
        return new LaunchSettings(serverPorts(), pinning.serverCpus(), LaunchSettings.javaHome(options.jdk()),
                JvmOptions.of(options.jvmOptionsOf(target)), runDatabase, options.jpa(),
                options.connector(),
                options.users(), options.quotes());
    }

    /**
     * One launch: its measurements per runtime mode ({@link #modes()}, in that order). Each mode gets its own warm-up
     * pass; then every workload is measured in each mode in turn, the first mode moving on by one from one workload
     * (and launch) to the next, so that no mode always runs first.
     */
    private void measureLaunch(Target target, int fork, Installation installation, List<TargetMeasurements> byMode,
                               JMeterDriver driver, Progress progress) {
        List<String> modes = modes();
        LaunchMode launchMode = new LaunchMode(target);
        TradeReset.reset(target);
        Footprint footprint = target.footprint();
        OptionalLong pid = target.serverPid();
        ServerJvm serverJvm = pid.isPresent() ? ServerJvmInfo.of(pid.getAsLong()) : null;
        if (options.profileServer() && pid.isPresent()) {
            FlightRecorder.keepWholeStacks(pid.getAsLong());
        }
        WorkloadPlanner planner = new WorkloadPlanner(URI.create(target.baseUrl()).getPath(), threads, options.rates(),
                options.sizes());
        List<Workload> workloads = workloads(target, planner, byMode);
        progress.addEstimate(estimateSeconds(workloads.size()));
        List<Path> samplesDirs = new ArrayList<>();
        ProcessSampler server = pid.isPresent() ? ProcessSampler.start(pid.getAsLong()) : null;
        try {
            for (int m = 0; m < byMode.size(); m++) {
                TargetMeasurements measurements = byMode.get(m);
                launchMode.select(modes.get(m));
                measurements.launched(footprint);
                measurements.describe(installation == null ? null : installation.appSha256(), serverJvm,
                        AppSettingsReader.read(target.baseUrl(), options.external() ? null : options.jpa(),
                                database == null ? null : database.kind()));
                Path samplesDir = options.output().resolve("samples").resolve(safe(measurements.name()) + "-launch" + fork);
                createDirectories(samplesDir);
                samplesDirs.add(samplesDir);
                warmUpServer(target, planner, workloads, driver, samplesDir, fork, measurements, progress);
            }
            for (int w = 0; w < workloads.size(); w++) {
                Workload workload = workloads.get(w);
                for (int turn = 0; turn < byMode.size(); turn++) {
                    int m = (w + fork - 1 + turn) % byMode.size();
                    TargetMeasurements measurements = byMode.get(m);
                    launchMode.select(modes.get(m));
                    progress.say(String.format("%s, launch %d/%d: workload %d/%d %s", measurements.name(), fork,
                            profile.forks(), w + 1, workloads.size(), workload.describe()));
                    measureWorkload(target, workload, fork, driver, server, samplesDirs.get(m),
                            measurements.workload(workload));
                    progress.done(profile.expectedSecondsPerWorkload() + JMeterDriver.OVERHEAD_SECONDS);
                }
            }
            if (options.chat() != null) {
                for (int m = 0; m < byMode.size(); m++) {
                    launchMode.select(modes.get(m));
                    measureChat(target, server, byMode.get(m), progress);
                }
            }
        } finally {
            driver.retire();
            if (server != null) {
                server.close();
            }
        }
    }

    /** The chat workload: one run per room size, each with its own connections and a few seconds of warm-up. */
    private void measureChat(Target target, ProcessSampler server, TargetMeasurements measurements, Progress progress) {
        String chatUrl = target.baseUrl().replaceFirst("^http", "ws") + "/chat/";
        int warmup = Math.min(profile.warmupCapSeconds(), CHAT_WARMUP_SECONDS);
        progress.addEstimate((long) options.chat().roomSizes().size() * (warmup + profile.measuredSeconds()));
        for (int roomSize : options.chat().roomSizes()) {
            ChatSettings settings = options.chat().run(roomSize, warmup, profile.measuredSeconds());
            progress.say(String.format("%s: chat, %d rooms x %d, %s messages/s per room of %d bytes",
                    measurements.name(), settings.rooms(), roomSize, Format.rate(settings.messageRate()),
                    settings.messageSize()));
            try {
                ChatDriver.Outcome outcome = ChatDriver.run(chatUrl, settings);
                Double cores = server == null ? null
                        : server.seriesThrough(outcome.toMillis()).coresBetween(outcome.fromMillis(), outcome.toMillis());
                ChatResult result = outcome.result();
                measurements.chat(result.withServerCpu(cores == null || result.delivered() == 0 ? null
                        : cores * result.seconds() * 1000 * 1000 / result.delivered()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted during the chat run", e);
            }
            progress.done(warmup + profile.measuredSeconds());
        }
    }

    private static final int CHAT_WARMUP_SECONDS = 5;

    /** The first launch estimates every launch of every target like itself; later ones add nothing. */
    private long estimateSeconds(int workloadCount) {
        if (estimated) {
            return 0;
        }
        estimated = true;
        long launch = modes().size() * (profile.serverWarmupSeconds() + JMeterDriver.OVERHEAD_SECONDS
                + (long) workloadCount * (profile.expectedSecondsPerWorkload() + JMeterDriver.OVERHEAD_SECONDS));
        long launches = options.external() ? 1 : (long) profile.forks() * options.servers().size();
        return launch * launches;
    }

    private boolean estimated;

    private void warmUpServer(Target target, WorkloadPlanner planner, List<Workload> workloads, JMeterDriver driver,
                              Path samplesDir, int fork, TargetMeasurements measurements, Progress progress) {
        List<String> requests = WorkloadPlanner.warmupRequests(workloads, options.scenarioPath());
        if (profile.serverWarmupSeconds() <= 0 || requests.isEmpty()) {
            return;
        }
        Path requestsFile = samplesDir.resolve("server-warmup-requests.tsv");
        try {
            Files.write(requestsFile, requests);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + requestsFile, e);
        }
        int warmupThreads = Math.min(Collections.max(threads), MAX_WARMUP_THREADS);
        progress.say(String.format("%s: server warm-up, %d requests in turn from %d threads for %d-%d s (until it "
                        + "gains less than %.0f %% a minute)", measurements.name(), requests.size(), warmupThreads,
                profile.serverWarmupSeconds(), profile.serverWarmupCapSeconds(), Profile.SERVER_WARMUP_PERCENT_PER_MINUTE));
        TradeReset.reset(target);
        ServerWarmupWatch watch = profile.serverWarmupWatch();
        DriverRun run = driver.runLocally(planner.warmup(requestsFile.toString(), warmupThreads),
                driverTarget(target), profile.serverWarmupCapSeconds(), ThinkTime.NONE,
                samplesDir.resolve("server-warmup.jtl"), watch);
        Gzip.replace(run.jtl());
        ServerWarmup outcome = new ServerWarmup(fork, watch.settledSeconds() != null
                ? watch.settledSeconds() : profile.serverWarmupCapSeconds(), watch.settledSeconds() != null,
                finite(watch.finalTrendPercentPerMinute()), finite(watch.finalBarPercentPerMinute()));
        measurements.warmedUp(outcome);
        progress.say("  " + outcome.describe());
        progress.done(profile.serverWarmupSeconds() + JMeterDriver.OVERHEAD_SECONDS);
    }

    private static Double finite(double value) {
        return Double.isNaN(value) ? null : value;
    }

    /** The server's warm-up pass runs flat out: more threads than this would only queue (e.g. 2,000 users). */
    private static final int MAX_WARMUP_THREADS = 64;

    private ThinkTime thinkTime() {
        return new ThinkTime(options.thinkTimeMs(), options.thinkSpreadMs());
    }

    private void measureWorkload(Target target, Workload workload, int fork, JMeterDriver driver,
                                 ProcessSampler server, Path samplesDir, TargetMeasurements.Measured measured) {
        TradeReset.reset(target);
        SteadyStateWatch watch = new SteadyStateWatch(profile.bucketSeconds(), profile.effectiveWarmupMinSeconds(),
                profile.warmupCapSeconds(), new Convergence(profile.convergenceWindows(), profile.convergencePercent(),
                        profile.bucketSeconds()),
                profile.measuredSeconds(), Profile.TAIL_SECONDS);
        Path jtl = samplesDir.resolve(safe(workload.id()) + ".jtl");
        OptionalLong pid = target.serverPid();
        FlightRecorder recorder = options.profileServer() && pid.isPresent()
                ? FlightRecorder.start(pid.getAsLong(), "daytrader-" + safe(workload.id())) : null;
        Path recording = null;
        DriverRun run;
        try {
            run = driver.run(workload, driverTarget(target), profile.maxDriverSeconds(), thinkTime(), jtl,
                    watch);
        } catch (IllegalStateException e) {
            // One driver run that failed is a workload without figures (flagged stalled), not a lost sweep.
            out.println("  " + e.getMessage());
            measured.forks.add(new ForkSeries(fork, 0, false, List.of(), null));
            return;
        } finally {
            if (recorder != null) {
                recording = recorder.stop(samplesDir.resolve(safe(workload.id()) + ".jfr"));
            }
        }
        analyze(run, watch, fork, server == null ? null : server.series(), measured, recording);
        Gzip.replace(run.jtl());
    }

    private void analyze(DriverRun run, SteadyStateWatch watch, int fork, CpuSeries server,
                         TargetMeasurements.Measured measured, Path recording) {
        List<Sample> samples = JtlReader.read(run.jtl());
        String recordingPath = recording == null ? null : options.output().relativize(recording).toString();
        if (samples.isEmpty()) {
            out.println("  JMeter recorded no request; see " + run.log());
            measured.forks.add(new ForkSeries(fork, 0, false, List.of(), recordingPath));
            return;
        }
        samples.stream().filter(sample -> sample.engine() != null)
                .forEach(sample -> measured.engines.merge(sample.engine(), 1L, Long::sum));
        long origin = SteadyState.origin(samples);
        boolean decided = watch.warmupSeconds() != null;
        double warmup = decided ? watch.warmupSeconds() : profile.warmupCapSeconds();
        RunAnalyzer analyzer = new RunAnalyzer(pinning.serverShare(), pinning.driverShare());
        for (int r = 0; r < profile.runs(); r++) {
            Window window = new Window(warmup + (double) r * profile.runSeconds(), profile.runSeconds());
            RunResult result = analyzer.run(measured.runs.size() + 1, fork, samples, origin, window, run.driverCpu(),
                    server);
            if (result != null) {
                measured.runs.add(result);
                List<Sample> inWindow = SteadyState.inWindow(samples, origin,
                        new Window(window.offsetSeconds(), result.seconds()));
                measured.latency.add(LatencyStats.histogram(inWindow.stream().filter(Sample::success).toList()));
                RequestMix.count(inWindow, measured.labels);
            }
        }
        measured.forks.add(new ForkSeries(fork, warmup, decided && watch.steady(), SteadyState.perSecond(samples, origin),
                recordingPath));
    }

    private List<Workload> workloads(Target target, WorkloadPlanner planner, List<TargetMeasurements> byMode) {
        List<Workload> workloads = new ArrayList<>();
        if (!options.primitives().isEmpty()) {
            List<CatalogPrimitive> selected = PrimitiveSelection.select(catalog(target), options.primitives());
            selected.stream().filter(p -> !p.available())
                    .forEach(p -> byMode.forEach(measurements -> measurements.unavailable(p.name())));
            workloads.addAll(planner.primitives(selected.stream().filter(CatalogPrimitive::available).toList()));
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

    private Settings settings(List<String> engines) {
        List<String> selection = new ArrayList<>();
        options.primitives().forEach(p -> selection.add("primitives:" + p));
        if (options.scenario()) {
            selection.add("scenario");
        }
        if (options.userWorkload()) {
            selection.add("workload:daytrader");
        }
        if (options.chat() != null) {
            selection.add("workload:chat");
        }
        LaunchSettings launch = options.external() ? null : launchSettings(database, 0);
        return new Settings(profile.name(), profile.forks(), profile.serverWarmupSeconds(),
                profile.effectiveWarmupMinSeconds(), profile.warmupCapSeconds(), profile.bucketSeconds(),
                profile.convergencePercent(), profile.runs(), profile.runSeconds(), threads, options.rates(),
                options.thinkTimeMs(), options.thinkSpreadMs(), options.clients(), options.sizes(), pinning.serverCpus(),
                pinning.driverCpus(), options.users(),
                options.quotes(), selection, engines, launch == null ? null : jvmOptionsOfTargets(database),
                database == null ? null : database.kind(), options.external() ? null : options.jpa(),
                options.external() ? null : options.connector().describe(),
                launch == null ? null : launch.javaHome(), options.profileServer());
    }

    /** The server JVM options, or each target's joined by " | " when targets have their own. */
    private String jvmOptionsOfTargets(Database database) {
        List<String> each = new ArrayList<>();
        for (int t = 0; t < Math.max(1, options.jvmOptions().size()); t++) {
            each.add(String.join(" ", launchSettings(database, t).jvmOptions()));
        }
        return String.join(" | ", each);
    }

    private static JMeterDriver.Target driverTarget(Target target) {
        URI uri = URI.create(target.baseUrl());
        int port = uri.getPort() > 0 ? uri.getPort() : "https".equals(uri.getScheme()) ? 443 : 80;
        return new JMeterDriver.Target(uri.getScheme(), uri.getHost(), port);
    }

    private static String safe(String name) {
        return name.replaceAll("[^A-Za-z0-9._@=-]", "_");
    }

    private static void createDirectories(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir, e);
        }
    }
}
