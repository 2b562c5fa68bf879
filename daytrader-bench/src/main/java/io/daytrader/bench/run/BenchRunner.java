package io.daytrader.bench.run;

import io.daytrader.dbserver.DatabaseKind;
import io.daytrader.dbserver.DatabaseServer;
import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.launch.CpuPinning;
import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.driver.JMeterHome;
import io.daytrader.bench.driver.RemoteEngines;
import io.daytrader.launch.ServerProbe;
import io.daytrader.bench.driver.ThinkTime;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Machine;
import io.daytrader.bench.results.Settings;
import io.daytrader.launch.Database;
import io.daytrader.bench.server.ExternalTarget;
import io.daytrader.launch.Installation;
import io.daytrader.launch.JvmOptions;
import io.daytrader.launch.LaunchSettings;
import io.daytrader.bench.server.ProvisionedTarget;
import io.daytrader.launch.ServerKind;
import io.daytrader.launch.ServerPorts;
import io.daytrader.bench.server.Target;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

/**
 * The sweep. Every target is provisioned once, then launched {@code forks} times. Several targets run side by side
 * where they can ({@link Schedule}): in a duet ({@link DuetSweep}: every launch of every target up at once, loaded at
 * the same time in windows), or alternating ({@link AlternatingSweep}: all up at once, each workload in shuffled
 * rounds); else one launch after the other, targets interleaved (A B A B ...). A sequential launch: reset, footprint, the server's warm-up pass
 * (which warms the launch's resident JMeter too), then every workload with its own warm-up to steady state and its
 * measured windows; then the server and that JMeter stop. With --runtime-modes, a launch does this once per mode of
 * the application, the modes taking turns workload by workload, and each mode is a target of its own in the results.
 */
public final class BenchRunner {

    /** A server's installation (a download the first time, an unpacking, the application copied), for the estimate. */
    private static final int PROVISION_SECONDS = 15;

    private final BenchOptions options;
    private final PrintStream out;
    private final Profile profile;
    private final CpuPinning pinning;
    private final Machine machine;
    private final List<Integer> threads;
    private final JMeterHome jmeterHome;
    private final Database database;
    private final Schedule schedule;
    private final long roundSeed;
    private final long memoryAvailable;
    private final WindowLog windows = new WindowLog();
    /** The server of --url, else null. */
    private final UrlTarget urlTarget;

    public BenchRunner(BenchOptions options, PrintStream out) {
        this.options = options;
        this.out = out;
        this.machine = MachineInfo.read();
        CpuPinning requested = CpuPinning.parse(options.pin(), machine.cpus());
        // A server the user runs is not placed by the bench: only the driver is pinned.
        this.pinning = options.external() ? new CpuPinning(null, requested.driverCpus(), machine.cpus()) : requested;
        this.jmeterHome = new JMeterHome(options.jmeterHome());
        this.database = options.external() ? null
                : Database.of(options.db(), options.dbUrl(), options.dbUser(), options.dbPassword());
        int targets = options.external() ? 1 : options.servers().size();
        this.memoryAvailable = MachineInfo.availableMemoryBytes();
        this.schedule = options.external() ? Schedule.sequential(null)
                : Schedule.decide(options.comparison().schedule(), targets, options.runtimeModes().size(),
                options.forks(), database, n -> memoryNeed(targets, n, 1), memoryNeed(targets, 1, 1),
                memoryAvailable);
        Integer forks = options.external() ? Integer.valueOf(1)
                : schedule.duet() ? Integer.valueOf(schedule.launchesAtOnce()) : options.forks();
        this.profile = options.profile().with(options.serverWarmupSeconds(), options.warmupSeconds(),
                options.runs(), options.runSeconds(), forks)
                .withRounds(options.comparison().precisionPercent(), options.comparison().maxRounds());
        this.threads = options.threads().isEmpty() ? profile.defaultThreads() : options.threads();
        this.roundSeed = options.comparison().seed() != null ? options.comparison().seed() : new SecureRandom().nextLong();
        if (schedule.sideBySide()) {
            checkPortsApart(slots());
        }
        this.urlTarget = options.external() ? UrlTarget.of(options) : null;
    }

    /** Servers up at once: every launch of every target in a duet, every target side by side, else one. */
    private int slots() {
        return schedule.sideBySide() ? options.servers().size() * schedule.launchesAtOnce() : 1;
    }

    /** The slot (ports, database) of the {@code fork}-th launch (from 1) of the {@code target}-th target. */
    private int slot(int target, int fork) {
        return schedule.duet() ? target * schedule.launchesAtOnce() + fork - 1 : schedule.sideBySide() ? target : 0;
    }

    public BenchResults run() {
        if (urlTarget != null) {
            out.println(urlTarget.description());
        }
        if (schedule.sideBySide()) {
            out.println("schedule: " + (schedule.duet() ? "duet, " + schedule.launchesAtOnce() + " launch(es) of each of "
                    + options.servers().size() + " targets up at once, loaded at the same time in windows,"
                    : "alternating, " + options.servers().size() + " targets up at once, measured in turn in shuffled"
                    + " rounds,") + " on HTTP ports " + options.port() + "-" + (options.port() + slots() - 1)
                    + ", about " + Format.bytes(schedule.memoryNeed()) + " of memory ("
                    + Format.bytes(memoryAvailable) + " available)");
        }
        if (schedule.note() != null) {
            out.println("schedule: " + schedule.note());
        }
        int servers = database == null || !database.startedByTheRun() ? 0 : slots();
        // Started before the bench pins itself, so the database's processes are not held to the driver's CPUs.
        List<DatabaseServer> started = new ArrayList<>();
        try {
            for (int s = 0; s < servers; s++) {
                DatabaseServer server = DatabaseKind.of(database.kind())
                        .startEmbedded(options.output().resolve(servers == 1 ? "dbserver" : "dbserver-" + (s + 1)));
                started.add(server);
                out.println("database: " + server.description() + " for this run");
            }
            List<Database> perSlot = IntStream.range(0, slots())
                    .mapToObj(s -> started.isEmpty() ? database : database.on(started.get(s))).toList();
            return run(perSlot);
        } finally {
            started.forEach(DatabaseServer::close);
        }
    }

    /** @param databases the database of each slot ({@link #slot}) */
    private BenchResults run(List<Database> databases) {
        Instant started = Instant.now();
        StealTime stealBefore = StealTime.now();
        CpuPinning.pinSelf(pinning.driverCpus());
        List<TargetMeasurements> measured = new ArrayList<>();
        List<String> engineAddresses;
        try (Progress progress = new Progress(out, 0);
             RemoteEngines engines = RemoteEngines.start(options.engines(), options.engineProbes(), jmeterHome,
                driverJvmOptions(), ServerProbe.jar(options.root()), pinning.driverCpus(),
                options.output().resolve("samples"), allServerPorts())) {
            engineAddresses = engines.hostPorts();
            try (JMeterDriver driver = new JMeterDriver(jmeterHome, options.root().resolve("jmeter-plans"),
                    pinning.driverCpus(), driverJvmOptions(), engines, options.dashboard())) {
                WorkloadRunner runner = new WorkloadRunner(profile, driver, new ThinkTime(options.thinkTimeMs(),
                        options.thinkSpreadMs()), pinning, options.profileServer(), options.output(), out, windows);
                SweepContext sweep = new SweepContext(options, profile, threads, driver, runner,
                        new ServerWarmupPass(profile, driver, options.scenarioPath(), Collections.max(threads),
                                runner.resets()), progress);
                if (options.external()) {
                    measured.addAll(measureExternal(sweep));
                } else {
                    List<TargetUnderTest> targets = provision(progress);
                    List<List<LaunchSettings>> settings = IntStream.range(0, targets.size())
                            .mapToObj(t -> IntStream.rangeClosed(1, schedule.launchesAtOnce())
                                    .mapToObj(f -> launchSettings(databases.get(slot(t, f)), t, slot(t, f))).toList())
                            .toList();
                    if (schedule.duet()) {
                        new DuetSweep(sweep).run(targets, settings);
                    } else if (schedule.sideBySide()) {
                        new AlternatingSweep(sweep, roundSeed).run(targets, settings.stream().map(l -> l.get(0)).toList());
                    } else {
                        measureSequentially(targets, settings.stream().map(l -> l.get(0)).toList(), sweep);
                    }
                    targets.forEach(t -> measured.addAll(t.byMode()));
                }
            }
        }
        Machine observed = machine.withSteal(StealTime.percentSince(stealBefore, StealTime.now()));
        return new BenchResults(BenchResults.SCHEMA_VERSION, BenchResults.TOOL, started.toString(),
                Instant.now().toString(), settings(engineAddresses), observed,
                ProvenanceReader.read(options.root(), jmeterHome.version()),
                measured.stream().map(TargetMeasurements::result).toList(), windows.windows());
    }

    private List<String> driverJvmOptions() {
        return driverJvmOptions(options);
    }

    private static List<String> driverJvmOptions(BenchOptions options) {
        return options.driverJvmOptions() == null ? JMeterDriver.DEFAULT_JVM_OPTIONS
                : Arrays.asList(options.driverJvmOptions().trim().split("\\s+"));
    }

    private List<TargetMeasurements> measureExternal(SweepContext sweep) {
        ExternalTarget target = urlTarget.target();
        List<TargetMeasurements> byMode = perMode(target.name(), name -> new TargetMeasurements(name,
                target.kind(), null, target.baseUrl(), true, null, null, null, null, options.thinkTimeMs(), null));
        sweep.progress().say("driving " + target.baseUrl());
        // A server the user runs is left in the runtime mode it was found in.
        String foundIn = options.runtimeModes().isEmpty() ? null
                : AppSettingsReader.read(target.baseUrl(), null, null).runtimeMode();
        try {
            measureLaunch(target, 1, null, byMode, sweep);
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

    /** A target's measurements per runtime mode, named after the target and the mode. */
    private List<TargetMeasurements> perMode(String name, Function<String, TargetMeasurements> create) {
        return SweepContext.modes(options).stream().map(mode -> create.apply(mode == null ? name : name + " [" + mode + "]")).toList();
    }

    private List<TargetUnderTest> provision(Progress progress) {
        List<TargetUnderTest> targets = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<ServerKind> kinds = options.servers().stream().map(spec -> ServerKind.of(options.root(), spec)).toList();
        // A kind that cannot run these settings is said before anything is downloaded or started.
        for (int t = 0; t < kinds.size(); t++) {
            kinds.get(t).descriptor().check(database.kind(), options.jpa(), options.connectorOf(t));
        }
        for (int t = 0; t < options.servers().size(); t++) {
            String spec = options.servers().get(t);
            ServerKind kind = kinds.get(t);
            String version = ServerKind.requestedVersion(spec);
            List<String> limitations = kind.descriptor().unavailable().stream().map(Object::toString).toList();
            progress.addEstimate(PROVISION_SECONDS);
            progress.say("provisioning " + spec);
            Installation installation = kind.provision(version,
                    options.output().resolve("servers").resolve(SweepContext.safe(kind.name() + "-" + version)),
                    options.jpa());
            progress.done(PROVISION_SECONDS);
            String name = uniqueName(installation.name(), names);
            names.add(name);
            String connector = options.connectorOf(t).describe();
            String javaHome = LaunchSettings.javaHome(options.jdkOf(t));
            targets.add(new TargetUnderTest(installation, name, perMode(name, n -> new TargetMeasurements(n,
                    kind.name(), installation.version(), null, false, database.kind(), options.jpa().cliName(), connector,
                    javaHome, options.thinkTimeMs(), limitations))));
        }
        return targets;
    }

    /** One launch after the other, targets interleaved (A B A B ...). */
    private void measureSequentially(List<TargetUnderTest> targets, List<LaunchSettings> settings, SweepContext sweep) {
        for (int fork = 1; fork <= profile.forks(); fork++) {
            for (int t = 0; t < targets.size(); t++) {
                TargetUnderTest target = targets.get(t);
                String launchName = "launch " + fork + "/" + profile.forks() + " of " + target.name();
                sweep.progress().say(launchName);
                Path launchDir = options.output().resolve("servers").resolve(SweepContext.safe(target.name())
                        + "-launch" + fork);
                createDirectories(launchDir);
                // One target that does not start or fails under load is reported as such; the others still run.
                try (ProvisionedTarget server = ProvisionedTarget.start(target.installation(), settings.get(t),
                        launchDir.resolve("output"), launchDir.resolve("console.log"))) {
                    measureLaunch(server, fork, target.installation(), target.byMode(), sweep);
                } catch (RuntimeException e) {
                    sweep.progress().say(launchName + " failed: " + e.getMessage());
                    target.failed(fork, e.getMessage());
                }
            }
        }
    }

    /** A target's name; the same server given twice (with other --jvm-opts) is told apart by its place. */
    private static String uniqueName(String name, List<String> named) {
        return named.contains(name) ? name + " #" + (named.size() + 1) : name;
    }

    private ServerPorts serverPorts() {
        return new ServerPorts(options.port(), options.httpsPort(), options.portBase());
    }

    /** The ports of the server in {@code slot}: its own when servers run side by side. */
    private ServerPorts serverPorts(int slot) {
        return schedule.sideBySide() ? serverPorts().forTarget(slot) : serverPorts();
    }

    private Set<Integer> allServerPorts() {
        Set<Integer> ports = new HashSet<>();
        for (int s = 0; s < (options.external() ? 1 : slots()); s++) {
            ports.addAll(serverPorts(s).asSet());
        }
        return ports;
    }

    private void checkPortsApart(int slots) {
        Set<Integer> seen = new HashSet<>();
        for (int s = 0; s < slots; s++) {
            for (int port : serverPorts(s).all()) {
                if (port > 65535 || !seen.add(port)) {
                    throw new IllegalArgumentException("side by side, server " + (s + 1) + " would take port " + port
                            + ", which another server takes or which does not exist; servers up at once get HTTP and"
                            + " HTTPS one port further each and " + ServerPorts.BASE_PORTS + " more from the port"
                            + " base: choose --port, --https-port and --port-base further apart (or --schedule"
                            + " sequential)");
                }
            }
        }
    }

    private LaunchSettings launchSettings(Database runDatabase, int target, int slot) {
        return new LaunchSettings(serverPorts(slot), pinning.serverCpus(), LaunchSettings.javaHome(options.jdkOf(target)),
                JvmOptions.of(options.jvmOptionsOf(target)), runDatabase, options.jpa(), options.connectorOf(target),
                options.users(), options.quotes());
    }

    /** The memory of {@code launches} launches of every target at once, driven by {@code drivers} JMeters. */
    private long memoryNeed(int targets, int launches, int drivers) {
        return memoryNeed(options, database, targets, launches, drivers);
    }

    private static long memoryNeed(BenchOptions options, Database database, int targets, int launches, int drivers) {
        List<List<String>> servers = IntStream.range(0, targets * launches)
                .mapToObj(s -> JvmOptions.of(options.jvmOptionsOf(s / launches))).toList();
        return MemoryNeed.bytes(servers, driverJvmOptions(options), drivers,
                database != null && database.startedByTheRun() ? targets * launches : 0);
    }

    /** The launches each target gets in a duet: --forks, else the duet's default. */
    public static int duetLaunches(BenchOptions options) {
        return options.forks() != null ? options.forks() : Schedule.DUET_LAUNCHES;
    }

    /**
     * How many of the targets, from the first, fit in the machine's memory as a duet of {@code launches} launches
     * each (driven by one JMeter, a lane per target); all of them when the memory cannot be read.
     */
    public static int targetsThatFit(BenchOptions options, int launches) {
        Database database = Database.of(options.db(), options.dbUrl(), options.dbUser(), options.dbPassword());
        long available = MachineInfo.availableMemoryBytes();
        int fit = 1;
        while (fit < options.servers().size() && (available <= 0
                || memoryNeed(options, database, fit + 1, launches, 1) <= available)) {
            fit++;
        }
        return fit;
    }

    /**
     * One sequential launch: its measurements per runtime mode ({@link SweepContext#modes()}, in that order). Each
     * mode gets its own warm-up pass; then every workload is measured in each mode in turn, the first mode moving on
     * by one from one workload (and launch) to the next, so that no mode always runs first.
     */
    private void measureLaunch(Target target, int fork, Installation installation,
                               List<TargetMeasurements> byMode, SweepContext sweep) {
        try (Launch launch = Launch.open(target, fork, installation, byMode, sweep)) {
            launch.warmUp(sweep);
            estimate(sweep.progress(), launch.workloads.size());
            for (int w = 0; w < launch.workloads.size(); w++) {
                Workload workload = launch.workloads.get(w);
                for (int turn = 0; turn < byMode.size(); turn++) {
                    int m = (w + fork - 1 + turn) % byMode.size();
                    TargetMeasurements measurements = byMode.get(m);
                    launch.select(m);
                    sweep.progress().say(String.format("%s, launch %d/%d: workload %d/%d %s", measurements.name(),
                            fork, profile.forks(), w + 1, launch.workloads.size(), workload.describe()));
                    sweep.runner().measure(measurements.name(), target, workload, fork, sequentialPlan(workload),
                            launch.server, launch.probe, launch.samplesDir(m), measurements.workload(workload));
                    sweep.progress().done(profile.expectedSecondsPerWorkload() + JMeterDriver.OVERHEAD_SECONDS);
                }
            }
            if (options.chat() != null) {
                for (int m = 0; m < byMode.size(); m++) {
                    launch.select(m);
                    ChatRuns.measure(launch, m, sweep);
                }
            }
        } finally {
            sweep.driver().retire();
        }
    }

    /** A sequential run: a warm-up to steady state, then the profile's measured windows. */
    private WorkloadRunner.Plan sequentialPlan(Workload workload) {
        return new WorkloadRunner.Plan(profile.steadyStateWatch(profile.measuredSeconds()), profile.runs(), null,
                SweepContext.safe(workload.id()), true);
    }

    /** The first launch estimates every launch of every target like itself; later ones add nothing. */
    private void estimate(Progress progress, int workloadCount) {
        if (estimated) {
            return;
        }
        estimated = true;
        long launch = (long) Math.max(1, options.runtimeModes().size()) * (profile.serverWarmupSeconds()
                + JMeterDriver.OVERHEAD_SECONDS
                + (long) workloadCount * (profile.expectedSecondsPerWorkload() + JMeterDriver.OVERHEAD_SECONDS));
        long launches = options.external() ? 1 : (long) profile.forks() * options.servers().size();
        progress.addEstimate(launch * launches);
    }

    private boolean estimated;

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
        boolean rounds = schedule.sideBySide();
        return new Settings(profile.name(), profile.forks(), profile.serverWarmupSeconds(),
                profile.effectiveWarmupMinSeconds(), profile.warmupCapSeconds(), profile.bucketSeconds(),
                profile.convergencePercent(), rounds ? 1 : profile.runs(), profile.runSeconds(), threads,
                options.rates(), options.thinkTimeMs(), options.thinkSpreadMs(), options.clients(), options.sizes(),
                pinning.serverCpus(), pinning.driverCpus(), options.users(),
                options.quotes(), options.userWorkload() ? options.facesSharePercent() : null, selection, engines,
                ofTargets(t -> String.join(" ", launchSettings(database, t, 0).jvmOptions())),
                database == null ? null : database.kind(), options.external() ? null : options.jpa().cliName(),
                ofTargets(t -> options.connectorOf(t).describe()),
                ofTargets(t -> launchSettings(database, t, 0).javaHome()), options.profileServer(), schedule.name(),
                schedule.note(),
                rounds ? profile.precisionPercent() : null, rounds ? profile.maxRounds() : null,
                rounds && !schedule.duet() ? roundSeed : null);
    }

    /**
     * A setting of the provisioned servers: the one of all, or each target's joined by " | " where they differ; null
     * for a server given by URL.
     */
    private String ofTargets(IntFunction<String> ofTarget) {
        if (options.external()) {
            return null;
        }
        List<String> each = IntStream.range(0, options.servers().size()).mapToObj(ofTarget).toList();
        return each.stream().distinct().count() == 1 ? each.get(0) : String.join(" | ", each);
    }

    private static void createDirectories(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir, e);
        }
    }
}
