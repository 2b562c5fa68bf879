package io.daytrader.bench.run;

import io.daytrader.bench.measure.ProcessSampler;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.probe.ProbeClient;
import io.daytrader.bench.probe.ProbeReading;
import io.daytrader.bench.probe.ProbeSampler;
import io.daytrader.bench.plan.WorkloadPlanner;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.ServerJvm;
import io.daytrader.bench.server.FlightRecorder;
import io.daytrader.launch.Installation;
import io.daytrader.bench.server.ServerJvmInfo;
import io.daytrader.bench.server.Target;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * One launch of one target, ready to measure: reset, its footprint and JVM read, its workloads chosen from its
 * catalog, its CPU sampled (from /proc where the server runs here, and from its probe); {@link #warmUp} runs the
 * server's warm-up pass in every runtime mode it measures ({@link SweepContext#modes()}); each mode keeps its own
 * measurements and samples folder.
 */
final class Launch implements AutoCloseable {

    final Target target;
    final int fork;
    final List<TargetMeasurements> byMode;
    final List<Workload> workloads;
    final ProcessSampler server;
    final ProbeSampler probe;
    private final List<String> modes;
    private final LaunchMode mode;
    private final WorkloadPlanner planner;
    private final List<Path> samplesDirs = new ArrayList<>();

    private Launch(Target target, int fork, List<TargetMeasurements> byMode, List<String> modes,
                   List<Workload> workloads, WorkloadPlanner planner, ProcessSampler server, ProbeSampler probe) {
        this.target = target;
        this.planner = planner;
        this.fork = fork;
        this.byMode = byMode;
        this.modes = modes;
        this.workloads = workloads;
        this.server = server;
        this.probe = probe;
        this.mode = new LaunchMode(target);
    }

    /** Prepares the launch; {@code installation} is null for a server given by URL. */
    static Launch open(Target target, int fork, Installation installation, List<TargetMeasurements> byMode,
                       SweepContext sweep) {
        TradeReset.reset(target);
        Footprint footprint = target.footprint();
        OptionalLong pid = target.serverPid();
        ProbeReading probed = target.probe().map(address -> new ProbeClient(address).require()).orElse(null);
        ServerJvm serverJvm = pid.isPresent() ? ServerJvmInfo.of(pid.getAsLong())
                : probed != null ? ServerJvmInfo.of(probed) : null;
        if (sweep.options().profileServer() && pid.isPresent()) {
            FlightRecorder.keepWholeStacks(pid.getAsLong());
        }
        WorkloadPlanner planner = sweep.planner(target);
        List<Workload> workloads = WorkloadSelection.of(sweep.options(), target, planner,
                name -> byMode.forEach(measurements -> measurements.unavailable(name)));
        Launch launch = new Launch(target, fork, byMode, sweep.modes(), workloads, planner,
                pid.isPresent() ? ProcessSampler.start(pid.getAsLong()) : null,
                probed != null ? ProbeSampler.start(new ProbeClient(target.probe().orElseThrow())) : null);
        try {
            for (int m = 0; m < byMode.size(); m++) {
                TargetMeasurements measurements = byMode.get(m);
                launch.select(m);
                measurements.launched(footprint);
                measurements.describe(installation == null ? null : installation.appSha256(), serverJvm,
                        AppSettingsReader.read(target.baseUrl(), target.external() ? null : sweep.options().jpa().cliName(),
                                target.external() ? null : sweep.options().db()));
                Path samplesDir = sweep.samplesDir(measurements.name(), fork);
                createDirectories(samplesDir);
                launch.samplesDirs.add(samplesDir);
            }
        } catch (RuntimeException e) {
            launch.close();
            throw e;
        }
        return launch;
    }

    /** The server's warm-up pass in each runtime mode, in turn. */
    void warmUp(SweepContext sweep) {
        for (int m = 0; m < byMode.size(); m++) {
            select(m);
            sweep.warmupPass().run(target, planner, workloads, samplesDirs.get(m), fork, byMode.get(m),
                    sweep.progress());
        }
    }

    WorkloadPlanner planner() {
        return planner;
    }

    /** Selects the {@code m}-th runtime mode (a no-op when it is already selected, or modes are not switched). */
    void select(int m) {
        mode.select(modes.get(m));
    }

    Path samplesDir(int m) {
        return samplesDirs.get(m);
    }

    private static void createDirectories(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir, e);
        }
    }

    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
        if (probe != null) {
            probe.close();
        }
    }
}
