package io.daytrader.bench.run;

import io.daytrader.bench.driver.DriverRun;
import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.driver.ThinkTime;
import io.daytrader.bench.measure.ServerWarmupWatch;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.plan.WorkloadPlanner;
import io.daytrader.bench.results.ServerWarmup;
import io.daytrader.bench.server.Target;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The server's warm-up pass: every selected HTTP workload's request in turn, flat out, until the throughput stops
 * rising ({@link ServerWarmupWatch}); it warms the launch's resident JMeter too. One pass may warm several servers of
 * one host at once (every launch of every target of a duet), their requests taking turns; since every one of them
 * compiles the same code on the same server CPUs, the pass's cap is the profile's times their number.
 */
final class ServerWarmupPass {

    /** The pass runs flat out: more threads than this would only queue (e.g. 2,000 users). */
    private static final int MAX_THREADS = 64;

    private final Profile profile;
    private final JMeterDriver driver;
    private final String scenarioPath;
    private final int threads;
    private final TradeReset resets;

    /** @param highestConcurrency the highest concurrency swept; @param resets the sweep's, told what the pass ran */
    ServerWarmupPass(Profile profile, JMeterDriver driver, String scenarioPath, int highestConcurrency,
                     TradeReset resets) {
        this.profile = profile;
        this.resets = resets;
        this.driver = driver;
        this.scenarioPath = scenarioPath;
        this.threads = Math.min(highestConcurrency, MAX_THREADS);
    }

    /** The pass of one launch; its outcome is recorded in {@code measurements}. */
    void run(Target target, WorkloadPlanner planner, List<Workload> workloads, Path samplesDir, int fork,
             TargetMeasurements measurements, Progress progress) {
        ServerWarmup outcome = run(List.of(target), planner, workloads, samplesDir, fork, measurements.name(),
                progress);
        if (outcome != null) {
            measurements.warmedUp(outcome);
        }
    }

    /**
     * The pass of {@code servers} (of one host) at once, each reset first: how it went (for launch {@code fork}), or
     * null when there is nothing to warm up.
     */
    ServerWarmup run(List<? extends Target> servers, WorkloadPlanner planner, List<Workload> workloads,
                     Path samplesDir, int fork, String name, Progress progress) {
        List<Integer> ports = servers.stream().map(server -> WorkloadRunner.driverTarget(server).port()).toList();
        List<String> requests = WorkloadPlanner.warmupRequests(workloads, scenarioPath, ports);
        if (profile.serverWarmupSeconds() <= 0 || requests.isEmpty()) {
            return null;
        }
        Path requestsFile = samplesDir.resolve("server-warmup-requests.tsv");
        try {
            Files.createDirectories(samplesDir);
            Files.write(requestsFile, requests);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + requestsFile, e);
        }
        int cap = profile.serverWarmupCapSeconds() * servers.size();
        progress.say(String.format("%s: server warm-up%s, %d requests in turn from %d threads for %d-%d s (until it "
                        + "gains less than %.0f %% a minute)", name,
                servers.size() == 1 ? "" : " of " + servers.size() + " servers at once", requests.size(), threads,
                profile.serverWarmupSeconds(), cap, Profile.SERVER_WARMUP_PERCENT_PER_MINUTE));
        Workload pass = planner.warmup(requestsFile.toString(), threads);
        for (Target server : servers) {
            TradeReset.reset(server);
            resets.ran(server, pass);
        }
        ServerWarmupWatch watch = profile.serverWarmupWatch();
        DriverRun run = driver.runLocally(pass,
                WorkloadRunner.driverTarget(servers.get(0)), cap, ThinkTime.NONE,
                samplesDir.resolve("server-warmup.jtl"), watch);
        if (run.startUpNote() != null) {
            progress.say("  " + run.startUpNote());
        }
        Gzip.replace(run.jtl());
        ServerWarmup outcome = new ServerWarmup(fork, watch.settledSeconds() != null
                ? watch.settledSeconds() : cap, watch.settledSeconds() != null,
                finite(watch.finalTrendPercentPerMinute()), finite(watch.finalBarPercentPerMinute()));
        progress.say("  " + outcome.describe());
        progress.done(profile.serverWarmupSeconds() + JMeterDriver.OVERHEAD_SECONDS);
        return outcome;
    }

    private static Double finite(double value) {
        return Double.isNaN(value) ? null : value;
    }
}
