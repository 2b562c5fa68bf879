package io.daytrader.bench.run;

import io.daytrader.bench.compare.CrossedLaunches;
import io.daytrader.bench.compare.PairedChange;
import io.daytrader.bench.compare.PairedFigure;
import io.daytrader.bench.driver.DriverRun;
import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.measure.DuetControl;
import io.daytrader.bench.measure.JtlReader;
import io.daytrader.bench.measure.Sample;
import io.daytrader.bench.measure.SteadyState;
import io.daytrader.bench.measure.Window;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.WorkloadResult;
import io.daytrader.bench.server.FlightRecorder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * One workload measured in duet windows: every target's lane loads one of its launches at the same time, and the
 * windows begin and end together in every lane. A segment is one JMeter run (a lane per target, in one JMeter) over
 * one crossing of the launches ({@link Pairings}); before the first, every launch of every target warms up on the
 * workload to steady state, all at once, a lane each (the server's warm-up pass, spread over every workload and
 * server, leaves a launch that has not run the workload since several times slower on it than one that has). A
 * segment's windows begin after the profile's settle time; between blocks each lane is sent to its next launch while
 * it runs ({@link JMeterDriver.LaneRun#redirect}) and settles again. A window's figures per lane are those of
 * the launch loaded in it, and each lane's share of the server CPU the lanes used in it. Segments go on while the
 * interval of a target against the baseline is wider than the precision and more windows can narrow it (its launches
 * agree), up to the round cap, in whole crossings.
 */
final class DuetWindows {

    /** Time for the lanes' JMeter to write the samples of a window that just ended. */
    private static final long WRITE_MILLIS = 300;
    private static final long POLL_MILLIS = 100;

    /** A target in the duet (its lane is its place among the sides): its launches and its measurements. */
    record Side(String name, List<Launch> launches, TargetMeasurements measurements) {
    }

    /** A window planned in a segment: its block, round, and wall-clock span. */
    private record Planned(int block, int round, long from, long to) {
    }

    private final SweepContext sweep;
    private final Workload workload;
    private final List<Side> sides;
    private final Pairings pairings;
    private final List<Recording> recordings = new ArrayList<>();
    private int rounds;

    /** A launch's flight recording over the workload's windows ({@code --profile-server}). */
    private record Recording(Side side, Launch launch, FlightRecorder recorder) {
    }

    DuetWindows(SweepContext sweep, Workload workload, List<Side> sides, Pairings pairings) {
        this.sweep = sweep;
        this.workload = workload;
        this.sides = sides;
        this.pairings = pairings;
    }

    /** Measures the workload in whole crossings; {@code label} names it in the progress lines. */
    void measure(String label) {
        Profile profile = sweep.profile();
        int blocks = pairings.blocksPerCrossing();
        int crossings = Math.max(1, (profile.maxRounds() + blocks - 1) / blocks);
        for (Side side : sides) {
            for (Launch launch : side.launches()) {
                sweep.runner().resets().beforeWorkload(launch.target);
                sweep.runner().resets().ran(launch.target, workload);
            }
        }
        try {
            for (int crossing = 0; crossing < crossings; crossing++) {
                sweep.progress().say(String.format("%s, crossing %d: %d windows of %d s, %s at once", label,
                        crossing + 1, blocks, profile.runSeconds(),
                        sides.size() == 1 ? "one target" : sides.size() + " targets"));
                if (!segment(crossing)) {
                    return;
                }
                sweep.progress().done(DuetSweep.crossingSeconds(profile, pairings));
                if (crossing + 1 < crossings && precise()) {
                    return;
                }
                if (crossing + 1 < crossings) {
                    sweep.progress().addEstimate(DuetSweep.crossingSeconds(profile, pairings));
                }
            }
        } finally {
            stopRecordings();
        }
    }

    /** Starts a flight recording of every launch that runs here, after the warm-up, when the sweep profiles. */
    private void startRecordings() {
        if (!sweep.options().profileServer()) {
            return;
        }
        for (Side side : sides) {
            for (Launch launch : side.launches()) {
                OptionalLong pid = launch.target.serverPid();
                FlightRecorder recorder = pid.isPresent() ? FlightRecorder.start(pid.getAsLong(),
                        "daytrader-" + SweepContext.safe(workload.id())) : null;
                if (recorder != null) {
                    recordings.add(new Recording(side, launch, recorder));
                }
            }
        }
    }

    /** Writes every recording next to the duet's samples and names it in its launch's series of the workload. */
    private void stopRecordings() {
        for (Recording recording : recordings) {
            Path file = recording.recorder().stop(sweep.duetSamplesDir().resolve(SweepContext.safe(workload.id())
                    + "-" + SweepContext.safe(recording.side().name()) + "-launch" + recording.launch().fork
                    + ".jfr"));
            if (file != null) {
                String relative = sweep.options().output().relativize(file).toString();
                List<ForkSeries> forks = recording.side().measurements().workload(workload).forks;
                forks.replaceAll(f -> f.fork() != recording.launch().fork ? f
                        : new ForkSeries(f.fork(), f.warmupSeconds(), f.steady(), f.perSecond(), relative));
            }
        }
        recordings.clear();
    }

    /**
     * Warms every launch of every side up on the workload to steady state at once, a lane each, and records each
     * launch's warm-up; false when JMeter ended first.
     */
    private boolean warmUpEveryLaunch() {
        Profile profile = sweep.profile();
        List<Launch> launches = new ArrayList<>();
        List<Side> ofLane = new ArrayList<>();
        for (Side side : sides) {
            for (Launch launch : side.launches()) {
                launches.add(launch);
                ofLane.add(side);
            }
        }
        DuetControl control = new DuetControl(launches.size(), () -> profile.steadyStateWatch(0));
        Path jtl = sweep.duetSamplesDir().resolve(SweepContext.safe(workload.id()) + "-warmup.jtl");
        JMeterDriver.LaneRun run = sweep.driver().begin(workload, launches.stream()
                .map(l -> WorkloadRunner.driverTarget(l.target)).toList(), profile.warmupCapSeconds() + 30,
                sweep.runner().thinkTime(), jtl, control);
        try {
            boolean warm = await(control, run);
            control.finish();
            DriverRun ended = awaitRun(run);
            if (!warm || ended == null) {
                sweep.progress().say("  JMeter ended before every launch warmed up; " + workload.describe()
                        + " is not measured");
                return false;
            }
            List<List<Sample>> samples = DuetControl.byLane(JtlReader.read(ended.jtl()), launches.size());
            for (int lane = 0; lane < launches.size(); lane++) {
                List<Sample> read = samples.get(lane);
                Double warmup = control.warmupSeconds(lane);
                if (!read.isEmpty()) {
                    ofLane.get(lane).measurements().workload(workload).forks.add(new ForkSeries(
                            launches.get(lane).fork, warmup == null ? 0 : warmup, control.steady(lane),
                            SteadyState.perSecond(read, SteadyState.origin(read)), null));
                }
            }
            Gzip.replace(ended.jtl());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while warming up " + workload.describe(), e);
        }
    }

    /** One JMeter run of every lane over one crossing; false when it failed (the workload then ends here). */
    private boolean segment(int crossing) {
        Profile profile = sweep.profile();
        int blocks = pairings.blocksPerCrossing();
        int firstBlock = crossing * blocks;
        if (crossing == 0) {
            if (!warmUpEveryLaunch()) {
                return false;
            }
            startRecordings();
        }
        int duration = blocks * (profile.roundSettleSeconds() + profile.runSeconds()) + 30;
        DuetControl control = new DuetControl(sides.size(), null);
        Path jtl = sweep.duetSamplesDir().resolve(SweepContext.safe(workload.id()) + "-crossing" + (crossing + 1)
                + ".jtl");
        List<JMeterDriver.Target> lanes = new ArrayList<>();
        for (Side side : sides) {
            lanes.add(WorkloadRunner.driverTarget(launch(side, firstBlock).target));
        }
        JMeterDriver.LaneRun run = sweep.driver().begin(workload, lanes, duration, sweep.runner().thinkTime(), jtl,
                control);
        List<Planned> planned = new ArrayList<>();
        try {
            if (!await(control, run)) {
                control.finish();
                sweep.progress().say("  JMeter ended before the windows began; " + workload.describe()
                        + " is left with what earlier crossings measured");
                awaitRun(run);
                return false;
            }
            long start = System.currentTimeMillis() + profile.roundSettleSeconds() * 1000L;
            for (int b = 0; b < blocks; b++) {
                int block = firstBlock + b;
                if (b > 0) {
                    for (int s = 0; s < sides.size(); s++) {
                        if (launch(sides.get(s), block) != launch(sides.get(s), block - 1)) {
                            run.redirect(s, WorkloadRunner.driverTarget(launch(sides.get(s), block).target));
                        }
                    }
                    start = System.currentTimeMillis() + profile.roundSettleSeconds() * 1000L;
                }
                long end = start + profile.runSeconds() * 1000L;
                planned.add(new Planned(block, ++rounds, start, end));
                sleepUntil(end + WRITE_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while measuring " + workload.describe(), e);
        } finally {
            control.finish();
        }
        DriverRun ended = awaitRun(run);
        if (ended == null) {
            return false;
        }
        analyze(planned, ended);
        Gzip.replace(ended.jtl());
        return true;
    }

    /** Waits until every lane is warmed up (or has begun); false when the run ended first. */
    private static boolean await(DuetControl control, JMeterDriver.LaneRun run) throws InterruptedException {
        while (!control.warmedUp()) {
            if (run.ended()) {
                return false;
            }
            Thread.sleep(POLL_MILLIS);
        }
        return true;
    }

    /** The run once ended; null when it failed (said on the terminal). */
    private DriverRun awaitRun(JMeterDriver.LaneRun run) {
        try {
            return run.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while measuring " + workload.describe(), e);
        } catch (RuntimeException e) {
            sweep.progress().say("  " + e.getMessage());
            return null;
        }
    }

    private void analyze(List<Planned> planned, DriverRun ended) {
        Profile profile = sweep.profile();
        List<List<Sample>> samples = DuetControl.byLane(JtlReader.read(ended.jtl()), sides.size());
        List<Long> origins = new ArrayList<>();
        for (List<Sample> read : samples) {
            origins.add(read.isEmpty() ? null : SteadyState.origin(read));
        }
        for (Planned window : planned) {
            List<RunResult> results = new ArrayList<>();
            List<String> loaded = new ArrayList<>();
            for (int s = 0; s < sides.size(); s++) {
                Side side = sides.get(s);
                Launch launch = launch(side, window.block());
                loaded.add(WindowLog.loaded(side.name(), launch.fork));
                Long origin = origins.get(s);
                results.add(origin == null ? null : sweep.runner().analyzer().run(
                        side.measurements().workload(workload).runs.size() + 1, launch.fork, window.round(),
                        samples.get(s), origin, new Window((window.from() - origin) / 1000.0, profile.runSeconds()),
                        ended.driverCpu(), launch.server == null ? null : launch.server.series(),
                        launch.probe == null ? null : launch.probe.series(), ended.engines()));
            }
            int position = sweep.runner().windows().add(workload.id(), window.round(), window.from(), window.to(),
                    loaded);
            double used = results.stream().filter(Objects::nonNull).map(RunResult::serverCpuCores)
                    .filter(Objects::nonNull).mapToDouble(Double::doubleValue).sum();
            for (int s = 0; s < sides.size(); s++) {
                RunResult result = results.get(s);
                if (result == null) {
                    continue;
                }
                Double share = sides.size() < 2 || result.serverCpuCores() == null || used <= 0 ? null
                        : result.serverCpuCores() / used;
                Window measured = new Window((window.from() - origins.get(s)) / 1000.0, result.seconds());
                sides.get(s).measurements().workload(workload).add(result.placed(position, share, sides.size()),
                        SteadyState.inWindow(samples.get(s), origins.get(s), measured));
            }
        }
    }

    /**
     * Whether every target's interval against the baseline is within the precision, or more windows cannot narrow
     * it (launch effects are in it, which only more launches average away). A target with no interval yet (one
     * launch each: a crossing is a single window) is not.
     */
    private boolean precise() {
        if (sides.size() < 2) {
            return true;
        }
        WorkloadResult baseline = sides.get(0).measurements().sofar(workload);
        for (Side side : sides.subList(1, sides.size())) {
            WorkloadResult other = side.measurements().sofar(workload);
            List<CrossedLaunches.Window> windows = PairedFigure.of(baseline, other).windows(baseline, other, true);
            PairedChange change = CrossedLaunches.estimate(windows);
            if (change == null || change.halfWidthPercent() > sweep.profile().precisionPercent()
                    && !CrossedLaunches.launchEffectsFound(windows)) {
                return false;
            }
        }
        return true;
    }

    private Launch launch(Side side, int block) {
        int target = sides.indexOf(side);
        return side.launches().get(pairings.launchOf(target, block));
    }

    private static void sleepUntil(long millis) throws InterruptedException {
        long wait = millis - System.currentTimeMillis();
        if (wait > 0) {
            Thread.sleep(wait);
        }
    }
}
