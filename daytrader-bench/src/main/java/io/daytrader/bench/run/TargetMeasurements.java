package io.daytrader.bench.run;

import io.daytrader.bench.measure.Flags;
import io.daytrader.bench.measure.LatencyStats;
import io.daytrader.bench.measure.RequestMix;
import io.daytrader.bench.measure.RunAnalyzer;
import io.daytrader.bench.measure.Sample;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.results.AppSettings;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.ServerJvm;
import io.daytrader.bench.results.ServerWarmup;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** What one target has given so far, over its launches; {@link #result()} summarises it. */
final class TargetMeasurements {

    /** One workload's measurements over the launches. */
    static final class Measured {
        final Workload workload;
        final List<RunResult> runs = new ArrayList<>();
        final List<ForkSeries> forks = new ArrayList<>();
        final Histogram latency = LatencyStats.histogram(List.of());
        final Map<String, Long> labels = new HashMap<>();
        final Map<String, Long> engines = new java.util.TreeMap<>();

        Measured(Workload workload) {
            this.workload = workload;
        }

        /** A measured window and the requests that ended in it. */
        synchronized void add(RunResult window, List<Sample> inWindow) {
            runs.add(window);
            latency.add(LatencyStats.histogram(inWindow.stream().filter(Sample::success).toList()));
            RequestMix.count(inWindow, labels);
        }
    }

    private final String name;
    private final String kind;
    private final String version;
    private final String url;
    private final boolean external;
    private final String db;
    private final String jpa;
    private final String connector;
    private final long thinkTimeMs;
    private final List<String> limitations;
    private final String javaHome;
    private String appSha256;
    private ServerJvm serverJvm;
    private AppSettings appSettings;
    private final List<Footprint> launches = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    private final Set<String> unavailable = new LinkedHashSet<>();
    private final Map<String, Measured> workloads = new LinkedHashMap<>();
    private final List<ChatResult> chat = new ArrayList<>();
    private final List<ServerWarmup> serverWarmups = new ArrayList<>();

    TargetMeasurements(String name, String kind, String version, String url, boolean external, String db, String jpa,
                       String connector, String javaHome, long thinkTimeMs, List<String> limitations) {
        this.name = name;
        this.kind = kind;
        this.version = version;
        this.url = url;
        this.external = external;
        this.db = db;
        this.jpa = jpa;
        this.connector = connector;
        this.thinkTimeMs = thinkTimeMs;
        this.limitations = limitations;
        this.javaHome = javaHome;
    }

    String name() {
        return name;
    }

    /** What the first launch tells about the server and the application. */
    void describe(String sha256, ServerJvm jvm, AppSettings settings) {
        if (serverJvm == null && appSettings == null) {
            appSha256 = sha256;
            serverJvm = jvm;
            appSettings = settings;
        }
    }

    void launched(Footprint footprint) {
        launches.add(footprint);
    }

    /** A launch that did not start or ended early: its workloads keep what earlier launches measured. */
    void warmedUp(ServerWarmup warmup) {
        serverWarmups.add(warmup);
    }

    void failed(int fork, String why) {
        failures.add("launch " + fork + ": " + why);
    }

    void unavailable(String primitive) {
        unavailable.add(primitive);
    }

    /** A chat run of one launch; runs of later launches are kept beside it (one entry per launch and room size). */
    void chat(ChatResult result) {
        chat.add(result);
    }

    Measured workload(Workload workload) {
        return workloads.computeIfAbsent(workload.id(), id -> new Measured(workload));
    }

    TargetResult result() {
        List<WorkloadResult> results = workloads.values().stream().map(this::summarise).toList();
        return new TargetResult(name, kind, version, url, external, db, jpa, connector, appSha256, serverJvm,
                appSettings,
                List.copyOf(launches), launches.isEmpty() ? null : launches.get(0), withFlags(results),
                List.copyOf(failures), List.copyOf(unavailable), List.copyOf(chat), List.copyOf(serverWarmups),
                limitations, javaHome);
    }

    /** A workload as measured so far (without flags). */
    WorkloadResult sofar(Workload workload) {
        return summarise(workload(workload));
    }

    private WorkloadResult summarise(Measured measured) {
        Workload w = measured.workload;
        Summary summary = RunAnalyzer.summarize(measured.runs, measured.latency);
        return new WorkloadResult(w.id(), w.name(), w.category(), w.type(), w.path(), w.threads(), w.rate(),
                w.size(), thinkTimeMs, List.copyOf(measured.runs), List.copyOf(measured.forks), summary,
                RequestMix.of(measured.labels), List.of(), Map.copyOf(measured.engines));
    }

    /** Unsaturated applies to the highest concurrency of each workload (name and size) in the closed model. */
    static List<WorkloadResult> withFlags(List<WorkloadResult> results) {
        List<WorkloadResult> flagged = new ArrayList<>();
        for (WorkloadResult r : results) {
            int highest = results.stream()
                    .filter(o -> o.name().equals(r.name()) && Objects.equals(o.size(), r.size()) && o.rate() == null)
                    .mapToInt(WorkloadResult::threads).max().orElse(r.threads());
            boolean highestConcurrency = r.rate() == null && r.threads() == highest;
            flagged.add(new WorkloadResult(r.id(), r.name(), r.category(), r.type(), r.path(), r.threads(), r.rate(),
                    r.size(), r.thinkTimeMs(), r.runs(), r.forks(), r.summary(), r.requestMix(),
                    Flags.of(r.summary(), r.runs(), r.forksOrEmpty(), highestConcurrency), r.requestsByEngine()));
        }
        return flagged;
    }
}
