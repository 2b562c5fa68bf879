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
 * The server's warm-up pass of a launch: every selected HTTP workload's request in turn, flat out, until the
 * server's throughput stops rising ({@link ServerWarmupWatch}); it warms the launch's resident JMeter too.
 */
final class ServerWarmupPass {

    /** The pass runs flat out: more threads than this would only queue (e.g. 2,000 users). */
    private static final int MAX_THREADS = 64;

    private final Profile profile;
    private final JMeterDriver driver;
    private final String scenarioPath;
    private final int threads;

    /** @param highestConcurrency the highest concurrency swept */
    ServerWarmupPass(Profile profile, JMeterDriver driver, String scenarioPath, int highestConcurrency) {
        this.profile = profile;
        this.driver = driver;
        this.scenarioPath = scenarioPath;
        this.threads = Math.min(highestConcurrency, MAX_THREADS);
    }

    void run(Target target, WorkloadPlanner planner, List<Workload> workloads, Path samplesDir, int fork,
             TargetMeasurements measurements, Progress progress) {
        List<String> requests = WorkloadPlanner.warmupRequests(workloads, scenarioPath);
        if (profile.serverWarmupSeconds() <= 0 || requests.isEmpty()) {
            return;
        }
        Path requestsFile = samplesDir.resolve("server-warmup-requests.tsv");
        try {
            Files.write(requestsFile, requests);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + requestsFile, e);
        }
        progress.say(String.format("%s: server warm-up, %d requests in turn from %d threads for %d-%d s (until it "
                        + "gains less than %.0f %% a minute)", measurements.name(), requests.size(), threads,
                profile.serverWarmupSeconds(), profile.serverWarmupCapSeconds(), Profile.SERVER_WARMUP_PERCENT_PER_MINUTE));
        TradeReset.reset(target);
        ServerWarmupWatch watch = profile.serverWarmupWatch();
        DriverRun run = driver.runLocally(planner.warmup(requestsFile.toString(), threads),
                WorkloadRunner.driverTarget(target), profile.serverWarmupCapSeconds(), ThinkTime.NONE,
                samplesDir.resolve("server-warmup.jtl"), watch);
        if (run.startUpNote() != null) {
            progress.say("  " + run.startUpNote());
        }
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
}
