package io.daytrader.bench.run;

import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.results.ServerWarmup;
import io.daytrader.bench.server.ProvisionedTarget;
import io.daytrader.launch.LaunchSettings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Duet benchmarking (Bulej et al., "Duet Benchmarking: Improving Measurement Accuracy in the Cloud", ICPE 2020): the
 * targets are loaded at the same time on the same server CPUs, so what the machine does to one in a window it does to
 * the other, and their ratio in that window is free of it. Every launch of every target ({@code --forks} per target)
 * starts at once, on ports of its own; they warm up together, in one pass whose requests take turns among them;
 * then every workload is measured in {@link DuetWindows}, a lane of the one JMeter per target, the launches crossed
 * ({@link Pairings}) so that launch-to-launch variance is seen per workload. The chat workload, which the
 * bench drives itself, is then run per launch in turn. A launch that does not start is reported and left out; a
 * target keeps as many launches as the one with the fewest, so that the launches stay crossed.
 */
final class DuetSweep {

    /** A server's start-up on one server CPU while the others start too, for the progress estimate. */
    static final int STARTUP_SECONDS = 45;

    private final SweepContext sweep;

    DuetSweep(SweepContext sweep) {
        this.sweep = sweep;
    }

    /** The seconds one crossing of a workload takes, for the progress estimate. */
    static long crossingSeconds(Profile profile, Pairings pairings) {
        return (long) pairings.blocksPerCrossing() * (profile.roundSettleSeconds() + profile.runSeconds())
                + JMeterDriver.OVERHEAD_SECONDS;
    }

    /** A workload's warm-up of every launch at once before its first crossing, for the progress estimate. */
    private static long workloadWarmupSeconds(Profile profile) {
        return (profile.effectiveWarmupMinSeconds() + profile.warmupCapSeconds()) / 2 + JMeterDriver.OVERHEAD_SECONDS;
    }

    /** {@code settings.get(t).get(f)}: how the {@code f}-th launch of the {@code t}-th target starts. */
    void run(List<TargetUnderTest> targets, List<List<LaunchSettings>> settings) {
        Profile profile = sweep.profile();
        int forks = profile.forks();
        sweep.progress().addEstimate((long) targets.size() * forks * STARTUP_SECONDS
                + profile.serverWarmupSeconds() + JMeterDriver.OVERHEAD_SECONDS);
        List<ProvisionedTarget> started = new ArrayList<>();
        List<List<Launch>> launches = new ArrayList<>();
        try {
            List<List<Started>> servers = startAll(targets, settings, started);
            for (int t = 0; t < targets.size(); t++) {
                List<Launch> opened = new ArrayList<>();
                for (Started server : servers.get(t)) {
                    int fork = server.fork();
                    try {
                        opened.add(Launch.open(server.server(), fork, targets.get(t).installation(),
                                targets.get(t).byMode(), sweep));
                    } catch (RuntimeException e) {
                        sweep.progress().say("launch " + fork + " of " + targets.get(t).name() + " failed: "
                                + e.getMessage());
                        targets.get(t).failed(fork, e.getMessage());
                    }
                }
                launches.add(opened);
            }
            int crossed = launches.stream().filter(l -> !l.isEmpty()).mapToInt(List::size).min().orElse(0);
            if (crossed == 0) {
                return;
            }
            if (crossed < forks) {
                sweep.progress().say("every target keeps " + crossed + " launch(es), as many as the one with the fewest"
                        + " started, so that the launches stay crossed");
            }
            List<Integer> lanes = new ArrayList<>();
            List<List<Launch>> kept = new ArrayList<>();
            for (int t = 0; t < targets.size(); t++) {
                if (!launches.get(t).isEmpty()) {
                    lanes.add(t);
                    kept.add(launches.get(t).subList(0, crossed));
                }
            }
            warmUp(kept);
            measure(targets, lanes, kept, new Pairings(crossed));
            if (sweep.options().chat() != null) {
                kept.forEach(list -> list.forEach(launch -> ChatRuns.measure(launch, 0, sweep)));
            }
        } finally {
            sweep.driver().retire();
            launches.forEach(list -> list.forEach(Launch::close));
            started.forEach(ProvisionedTarget::close);
        }
    }

    /** A launch's server that started. */
    private record Started(int fork, ProvisionedTarget server) {
    }

    /** Starts every launch of every target at once; each target's servers that started, in launch order. */
    private List<List<Started>> startAll(List<TargetUnderTest> targets, List<List<LaunchSettings>> settings,
                                                   List<ProvisionedTarget> started) {
        int forks = sweep.profile().forks();
        sweep.progress().say(String.format("starting %d launch(es) of each of %d target(s) at once", forks,
                targets.size()));
        ExecutorService pool = Executors.newFixedThreadPool(targets.size() * forks);
        List<List<Future<ProvisionedTarget>>> futures = new ArrayList<>();
        try {
            for (int t = 0; t < targets.size(); t++) {
                List<Future<ProvisionedTarget>> ofTarget = new ArrayList<>();
                for (int f = 0; f < forks; f++) {
                    TargetUnderTest target = targets.get(t);
                    LaunchSettings launch = settings.get(t).get(f);
                    int fork = f + 1;
                    ofTarget.add(pool.submit(() -> start(target, launch, fork, targets.size() * forks)));
                }
                futures.add(ofTarget);
            }
            List<List<Started>> servers = new ArrayList<>();
            for (int t = 0; t < targets.size(); t++) {
                List<Started> ofTarget = new ArrayList<>();
                for (int f = 0; f < forks; f++) {
                    try {
                        ProvisionedTarget server = futures.get(t).get(f).get();
                        started.add(server);
                        ofTarget.add(new Started(f + 1, server));
                    } catch (ExecutionException e) {
                        String why = e.getCause() == null ? e.toString() : e.getCause().getMessage();
                        sweep.progress().say("launch " + (f + 1) + " of " + targets.get(t).name() + " failed: " + why);
                        targets.get(t).failed(f + 1, why);
                    }
                }
                servers.add(ofTarget);
            }
            sweep.progress().done((long) targets.size() * forks * STARTUP_SECONDS);
            return servers;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            futures.forEach(list -> list.forEach(f -> f.cancel(true)));
            throw new IllegalStateException("interrupted while the servers started", e);
        } finally {
            pool.shutdown();
        }
    }

    private ProvisionedTarget start(TargetUnderTest target, LaunchSettings settings, int fork, int startingTogether) {
        Path launchDir = sweep.options().output().resolve("servers").resolve(SweepContext.safe(target.name())
                + "-launch" + fork);
        try {
            Files.createDirectories(launchDir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + launchDir, e);
        }
        sweep.progress().say("launch " + fork + " of " + target.name() + " (HTTP port " + settings.ports().http()
                + ")");
        return ProvisionedTarget.start(target.installation(), settings, launchDir.resolve("output"),
                launchDir.resolve("console.log"), startingTogether);
    }

    /** Every launch of every target warms up at once, in one pass; each launch is told how it went. */
    private void warmUp(List<List<Launch>> launches) {
        Launch first = launches.get(0).get(0);
        List<Workload> workloads = new ArrayList<>();
        launches.forEach(list -> list.get(0).workloads.stream()
                .filter(w -> workloads.stream().noneMatch(o -> o.id().equals(w.id()))).forEach(workloads::add));
        ServerWarmup outcome = sweep.warmupPass().run(launches.stream().flatMap(List::stream).map(l -> l.target)
                        .toList(), first.planner(), workloads, sweep.options().output().resolve("samples"), first.fork,
                "every launch", sweep.progress());
        if (outcome == null) {
            return;
        }
        launches.forEach(list -> list.forEach(launch -> launch.byMode.get(0).warmedUp(new ServerWarmup(launch.fork,
                outcome.seconds(), outcome.settled(), outcome.trendPercentPerMinute(),
                outcome.barPercentPerMinute()))));
    }

    private void measure(List<TargetUnderTest> targets, List<Integer> lanes, List<List<Launch>> launches,
                         Pairings pairings) {
        Map<String, Workload> workloads = new LinkedHashMap<>();
        launches.forEach(list -> list.get(0).workloads.forEach(w -> workloads.putIfAbsent(w.id(), w)));
        Profile profile = sweep.profile();
        sweep.progress().addEstimate(workloads.size() * (crossingSeconds(profile, pairings)
                + workloadWarmupSeconds(profile)));
        int index = 0;
        for (Workload workload : workloads.values()) {
            index++;
            List<DuetWindows.Side> sides = new ArrayList<>();
            for (int i = 0; i < lanes.size(); i++) {
                List<Launch> ofTarget = launches.get(i);
                if (ofTarget.get(0).workloads.stream().anyMatch(w -> w.id().equals(workload.id()))) {
                    sides.add(new DuetWindows.Side(targets.get(lanes.get(i)).name(), ofTarget,
                            ofTarget.get(0).byMode.get(0)));
                }
            }
            String label = String.format("workload %d/%d %s", index, workloads.size(), workload.describe());
            new DuetWindows(sweep, workload, sides, pairings).measure(label);
            sweep.progress().done(workloadWarmupSeconds(profile));
        }
    }
}
