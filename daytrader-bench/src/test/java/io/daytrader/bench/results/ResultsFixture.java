package io.daytrader.bench.results;

import io.daytrader.bench.measure.LatencyStats;
import io.daytrader.bench.measure.RunAnalyzer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Small, complete results for the tests of the results, reports and comparison. */
public final class ResultsFixture {

    private ResultsFixture() {
    }

    /** A workload measured in one launch with the given window throughputs. */
    public static WorkloadResult workload(String name, String category, int threads, Integer size, double... throughputs) {
        return workload(name, category, threads, size, List.of(throughputs));
    }

    /** A workload measured in several launches: one array of window throughputs per launch. */
    public static WorkloadResult workload(String name, String category, int threads, Integer size,
                                          List<double[]> launches) {
        List<RunResult> runs = new ArrayList<>();
        List<ForkSeries> forks = new ArrayList<>();
        for (int f = 0; f < launches.size(); f++) {
            double[] throughputs = launches.get(f);
            for (double throughput : throughputs) {
                runs.add(new RunResult(runs.size() + 1, f + 1, 3, Math.round(throughput * 3), 0, 0L, 8L, 0L,
                        throughput, new Latency(1.5, 1, 2, 5, 9, 12), 0.9, 90.0, 0.9 / throughput * 1000, 0.4, 40.0,
                        512L << 20, null, null, Map.of(), null, null, null));
            }
            forks.add(new ForkSeries(f + 1, 5, true, List.of(throughputs[0] / 2, throughputs[0], throughputs[0]), null));
        }
        Summary summary = RunAnalyzer.summarize(runs, LatencyStats.histogram(List.of()));
        String id = name + "@" + threads + (size == null ? "" : "/size=" + size);
        return new WorkloadResult(id, name, category, "trade".equals(category) ? "scenario" : "primitive",
                "/daytrader/" + name, threads, null, size, 0, runs, forks, summary,
                "trade".equals(category) ? Map.of("login", 10L, "quotes", 30L) : Map.of(), List.of(), Map.of());
    }

    /**
     * A workload measured side by side: per launch, one window per round, with its throughput and server CPU ms per
     * request, the driver at {@code driverCpuPercent} of its CPUs.
     */
    public static WorkloadResult rounds(String name, double driverCpuPercent, List<double[]> throughputs,
                                        List<double[]> cpuMsPerRequest) {
        List<RunResult> runs = new ArrayList<>();
        for (int f = 0; f < throughputs.size(); f++) {
            for (int r = 0; r < throughputs.get(f).length; r++) {
                double throughput = throughputs.get(f)[r];
                double cpu = cpuMsPerRequest.get(f)[r];
                runs.add(new RunResult(runs.size() + 1, f + 1, 2, Math.round(throughput * 2), 0, 0L, 8L, 0L,
                        throughput, new Latency(1.5, 1, 2, 5, 9, 12), cpu * throughput / 1000, cpu * throughput / 10,
                        cpu, driverCpuPercent / 100, driverCpuPercent, 512L << 20, r + 1, null, Map.of(), null, null,
                        null));
            }
        }
        Summary summary = RunAnalyzer.summarize(runs, LatencyStats.histogram(List.of()));
        return new WorkloadResult(name + "@16", name, "web", "primitive", "/daytrader/" + name, 16, null, null, 0, runs,
                List.of(new ForkSeries(1, 5, true, List.of(1.0), null)), summary, Map.of(), List.of(), Map.of());
    }

    /** The same workload driven by users who think {@code thinkTimeMs} between requests. */
    public static WorkloadResult withUsers(WorkloadResult w, int users, long thinkTimeMs) {
        return new WorkloadResult(w.name() + "@" + users, w.name(), w.category(), w.type(), w.path(), users, w.rate(),
                w.size(), thinkTimeMs, w.runs(), w.forks(), w.summary(), w.requestMix(), w.flags(),
                w.requestsByEngine());
    }

    /**
     * A workload measured in duet windows: window {@code w} loaded launch {@code launches[w]} (from 1) of this target
     * and had the given throughput and server CPU ms per request, the driver at {@code driverCpuPercent}.
     */
    public static WorkloadResult duetWindows(String name, double driverCpuPercent, int[] launches, double[] throughputs,
                                             double[] cpuMsPerRequest) {
        List<RunResult> runs = new ArrayList<>();
        for (int w = 0; w < throughputs.length; w++) {
            double throughput = throughputs[w];
            double cpu = cpuMsPerRequest[w];
            runs.add(new RunResult(runs.size() + 1, launches[w], 2, Math.round(throughput * 2), 0, 0L, 8L, 0L,
                    throughput, new Latency(1.5, 1, 2, 5, 9, 12), cpu * throughput / 1000, cpu * throughput / 10, cpu,
                    driverCpuPercent / 100, driverCpuPercent, 512L << 20, w + 1, null, Map.of(), w + 1, 0.5, 2));
        }
        Summary summary = RunAnalyzer.summarize(runs, LatencyStats.histogram(List.of()));
        return new WorkloadResult(name + "@16", name, "web", "primitive", "/daytrader/" + name, 16, null, null, 0, runs,
                List.of(new ForkSeries(1, 5, true, List.of(1.0), null)), summary, Map.of(), List.of(), Map.of());
    }

    /** The launches per target of {@link #duetSweep}. */
    public static final int DUET_LAUNCHES = 3;
    /** Each side of {@link #duetSweep} keeps half of the server's core busy: its CPU ms per request is 500 over its req/s. */
    public static final double HALF_A_CORE_MS = 500;

    /**
     * A duet sweep on a machine whose speed swings by up to +-30 % from window to window: the swing hits every target
     * loaded in the window alike; each launch of a target has its own speed (1 %), each window 2 % of noise per side.
     * {@value #DUET_LAUNCHES} launches per target, crossed as the duet crosses them (block k loads the first target's
     * launch k mod 3 and the other targets' launch (k mod 3 + k div 3) mod 3). Workload w of target t ("Ping" + w,
     * "liberty:" + t) runs at {@code factors[t][w]} times the first target's speed.
     */
    public static BenchResults duetSweep(long seed, double[][] factors) {
        Random random = new Random(seed);
        int windows = DUET_LAUNCHES * DUET_LAUNCHES;
        List<List<WorkloadResult>> targets = new ArrayList<>();
        for (int t = 0; t < factors.length; t++) {
            targets.add(new ArrayList<>());
        }
        for (int w = 0; w < factors[0].length; w++) {
            double[][] launchSpeed = new double[factors.length][DUET_LAUNCHES];
            for (double[] speeds : launchSpeed) {
                for (int l = 0; l < DUET_LAUNCHES; l++) {
                    speeds[l] = 1 + 0.01 * random.nextGaussian();
                }
            }
            double[] drift = new double[windows];
            for (int k = 0; k < windows; k++) {
                drift[k] = 0.7 + 0.6 * random.nextDouble();
            }
            for (int t = 0; t < factors.length; t++) {
                int[] launches = new int[windows];
                double[] throughputs = new double[windows];
                double[] cpu = new double[windows];
                for (int k = 0; k < windows; k++) {
                    int launch = t == 0 ? k % DUET_LAUNCHES : (k % DUET_LAUNCHES + k / DUET_LAUNCHES) % DUET_LAUNCHES;
                    launches[k] = launch + 1;
                    throughputs[k] = (1000 + 100 * w) * factors[t][w] * launchSpeed[t][launch] * drift[k]
                            * (1 + 0.02 * random.nextGaussian());
                    cpu[k] = HALF_A_CORE_MS / throughputs[k];
                }
                targets.get(t).add(duetWindows("Ping" + w, 40, launches, throughputs, cpu));
            }
        }
        TargetResult[] all = new TargetResult[factors.length];
        for (int t = 0; t < factors.length; t++) {
            all[t] = target("liberty:" + t, targets.get(t));
        }
        return duet(all);
    }

    /** One duet sweep of the targets. */
    public static BenchResults duet(TargetResult... targets) {
        return withSchedule(sideBySide(targets), Settings.DUET);
    }

    /** The same results under another schedule. */
    public static BenchResults withSchedule(BenchResults results, String schedule) {
        Settings s = results.settings();
        return new BenchResults(results.schemaVersion(), results.tool(), results.startedAt(), results.finishedAt(),
                new Settings(s.profile(), s.forks(), s.serverWarmupSeconds(), s.warmupMinSeconds(), s.warmupSeconds(),
                        s.convergenceWindowSeconds(), s.convergencePercent(), s.runs(), s.runSeconds(), s.threads(),
                        s.rates(), s.thinkTimeMs(), s.thinkSpreadMs(), s.clients(), s.sizes(), s.serverCpus(),
                        s.driverCpus(), s.users(), s.quotes(), s.facesSharePercent(), s.workloads(), s.engines(),
                        s.jvmOptions(), s.db(),
                        s.jpa(), s.connector(), s.jdk(), s.profileServer(), schedule, null, s.precisionPercent(),
                        s.maxRounds(), s.roundSeed()),
                results.machine(), results.provenance(), results.targets(), results.windows());
    }

    /** One side-by-side sweep of the targets. */
    public static BenchResults sideBySide(TargetResult... targets) {
        BenchResults results = results(targets);
        Settings s = results.settings();
        return new BenchResults(results.schemaVersion(), results.tool(), results.startedAt(), results.finishedAt(),
                new Settings(s.profile(), s.forks(), s.serverWarmupSeconds(), s.warmupMinSeconds(), s.warmupSeconds(),
                        s.convergenceWindowSeconds(), s.convergencePercent(), 1, s.runSeconds(), s.threads(),
                        s.rates(), s.thinkTimeMs(), s.thinkSpreadMs(), s.clients(), s.sizes(), s.serverCpus(),
                        s.driverCpus(), s.users(), s.quotes(), s.facesSharePercent(), s.workloads(), s.engines(),
                        s.jvmOptions(), s.db(),
                        s.jpa(), s.connector(), s.jdk(), s.profileServer(), Settings.SIDE_BY_SIDE, null, 3.0, 12, 42L),
                results.machine(), results.provenance(), results.targets(), null);
    }

    public static TargetResult target(String name, List<WorkloadResult> workloads) {
        return target(name, workloads, List.of(chat(5), chat(20)));
    }

    /** A target with the given chat runs (one per launch and shape). */
    public static TargetResult target(String name, List<WorkloadResult> workloads, List<ChatResult> chat) {
        Footprint footprint = new Footprint(12.5, 4.2, 352L << 20, 400L << 20, 90L << 20);
        return new TargetResult(name, "liberty", name.substring(name.indexOf(':') + 1), "http://127.0.0.1:9080/daytrader",
                false, "derby", "bundled", "default", "ab12", new ServerJvm("17.0.15", "Debian", "-Xms1g -Xmx1g -XX:+UseG1GC", "G1"),
                new AppSettings("Full EJB3", "Sync", 1, "bundled", "derby"), List.of(footprint), footprint, workloads,
                List.of(), List.of("PingServlet2MDBQueue"), chat,
                List.of(new ServerWarmup(1, 95, true, 0.4, 2.0)),
                List.of("PingServlet2MDBQueue: no message-driven beans in this fixture"), "/usr/lib/jvm/java-17-openjdk-amd64");
    }

    /** A chat run of 2 rooms of the given size, 10 messages/s per room for 10 s, every message delivered. */
    public static ChatResult chat(int roomSize) {
        long sent = 200;
        long delivered = sent * (roomSize - 1);
        return new ChatResult(2, roomSize, 2 * roomSize, 10.0, 100, 10, 0, 0, sent, delivered, delivered, 0, 0, 0,
                delivered / 10.0, new ChatResult.ChatLatency(1.2, 2.5, 4.0, 9.0, 12.0), 35.0);
    }

    public static BenchResults results(TargetResult... targets) {
        return new BenchResults(BenchResults.SCHEMA_VERSION, BenchResults.TOOL, "2026-11-23T10:00:00Z",
                "2026-11-23T10:10:00Z",
                new Settings("quick", 1, 60, 5, 30, 1, 5.0, 3, 2, List.of(1, 8), List.of(), 0, 0L, false, List.of(), "0", "1", 500,
                        200, null, List.of("primitives:all", "scenario"), List.of(), "-Xms1g -Xmx1g -XX:+UseG1GC", "derby",
                        "bundled", "default", "/usr/lib/jvm/java-17", false, null, null, null, null, null),
                new Machine("host", 2, "AMD EPYC", 24L << 30, "Linux", "OpenJDK 17", 0.0),
                new Provenance("abc123", false, "5.6.3", "./daytrader bench --primitives all"), List.of(targets), List.of());
    }

    public static BenchResults sweep(String target, double factor) {
        return results(target(target, List.of(
                workload("PingServlet", "web", 1, null, 1000 * factor, 1010 * factor, 990 * factor),
                workload("PingServlet", "web", 8, null, 5000 * factor, 5100 * factor, 4900 * factor),
                workload("PingJDBCRead", "jdbc", 8, null, 2000 * factor, 2010 * factor, 1990 * factor),
                workload("PingJsonWrite", "modern-ee", 8, 1024, 800 * factor, 810 * factor, 790 * factor),
                workload("PingJsonWrite", "modern-ee", 8, 65536, 80 * factor, 81 * factor, 79 * factor),
                workload("TradeScenario", "trade", 8, null, 300 * factor, 330 * factor, 270 * factor))));
    }

    /** The same results, each target started with the given HTTP connector settings. */
    public static BenchResults withConnector(BenchResults results, String connector) {
        List<TargetResult> targets = results.targets().stream().map(t -> new TargetResult(t.name(), t.kind(),
                t.version(), t.url(), t.external(), t.db(), t.jpa(), connector, t.appSha256(), t.serverJvm(),
                t.appSettings(), t.launches(), t.footprint(), t.workloads(), t.failures(), t.unavailable(), t.chat(),
                t.serverWarmups(), t.limitations(), t.javaHome()))
                .toList();
        return new BenchResults(results.schemaVersion(), results.tool(), results.startedAt(), results.finishedAt(),
                results.settings(), results.machine(), results.provenance(), targets, results.windows());
    }

    /** The target started with the given JVM flags. */
    public static TargetResult withFlags(TargetResult t, String flags) {
        return new TargetResult(t.name(), t.kind(), t.version(), t.url(), t.external(), t.db(), t.jpa(), t.connector(),
                t.appSha256(), new ServerJvm("17.0.15", "Debian", flags, "G1"), t.appSettings(), t.launches(),
                t.footprint(), t.workloads(), t.failures(), t.unavailable(), t.chat(), t.serverWarmups(),
                t.limitations(), t.javaHome());
    }

    /** The same results, as if the sweep ran the user workload with this share of Faces sessions (null: none). */
    public static BenchResults withFacesShare(BenchResults results, Integer facesSharePercent) {
        Settings s = results.settings();
        return new BenchResults(results.schemaVersion(), results.tool(), results.startedAt(), results.finishedAt(),
                new Settings(s.profile(), s.forks(), s.serverWarmupSeconds(), s.warmupMinSeconds(), s.warmupSeconds(),
                        s.convergenceWindowSeconds(), s.convergencePercent(), s.runs(), s.runSeconds(), s.threads(),
                        s.rates(), s.thinkTimeMs(), s.thinkSpreadMs(), s.clients(), s.sizes(), s.serverCpus(),
                        s.driverCpus(), s.users(), s.quotes(), facesSharePercent, s.workloads(), s.engines(),
                        s.jvmOptions(), s.db(), s.jpa(), s.connector(), s.jdk(), s.profileServer(), s.schedule(),
                        s.scheduleNote(), s.precisionPercent(), s.maxRounds(), s.roundSeed()),
                results.machine(), results.provenance(), results.targets(), results.windows());
    }

    public static BenchResults withProfile(BenchResults results, String profile) {
        Settings s = results.settings();
        return new BenchResults(results.schemaVersion(), results.tool(), results.startedAt(), results.finishedAt(),
                new Settings(profile, s.forks(), s.serverWarmupSeconds(), s.warmupMinSeconds(), s.warmupSeconds(),
                        s.convergenceWindowSeconds(), s.convergencePercent(), s.runs(), s.runSeconds(), s.threads(),
                        s.rates(), s.thinkTimeMs(), s.thinkSpreadMs(), s.clients(), s.sizes(), s.serverCpus(), s.driverCpus(), s.users(), s.quotes(),
                        s.facesSharePercent(), s.workloads(), s.engines(), s.jvmOptions(), s.db(), s.jpa(), s.connector(), s.jdk(), s.profileServer(),
                        s.schedule(), s.scheduleNote(), s.precisionPercent(), s.maxRounds(), s.roundSeed()),
                results.machine(), results.provenance(), results.targets(), results.windows());
    }
}
