package io.daytrader.bench.run;

import io.daytrader.bench.compare.PairedChange;
import io.daytrader.bench.compare.PairedFigure;
import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.measure.FixedWarmup;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.results.WorkloadResult;
import io.daytrader.launch.LaunchSettings;
import io.daytrader.bench.server.ProvisionedTarget;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The alternating schedule ({@code --schedule alternating}; the duet, {@link DuetSweep}, loads the targets at the
 * same time instead): every target up at once, measured in rounds (randomized multiple interleaved trials, Abedi and
 * Brecht, ICPE 2017):
 * per launch, all targets are started on their own ports and the same server CPUs and get their warm-up passes;
 * then per workload, in every round each target (and runtime mode) gets one driver run with one measured window,
 * in an order shuffled per round, from the one resident JMeter. A target's first run of a workload warms up to
 * steady state; later ones settle for {@link Profile#roundSettleSeconds()}. After {@link Profile#minRounds()} the
 * rounds stop once every target's interval against the baseline (the first target) is at most
 * +-{@link Profile#precisionPercent()}, or at {@link Profile#maxRounds()}. A target that fails is reported as such;
 * the others go on.
 */
final class AlternatingSweep {

    /** A server's start-up, for the progress estimate. */
    private static final int STARTUP_SECONDS = 30;

    private final SweepContext sweep;
    private final Random random;

    AlternatingSweep(SweepContext sweep, long seed) {
        this.sweep = sweep;
        this.random = new Random(seed);
    }

    /** One target's runtime mode in a launch: who gets a window in a round. */
    private static final class Participant {
        final Launch launch;
        final int mode;
        boolean failed;

        Participant(Launch launch, int mode) {
            this.launch = launch;
            this.mode = mode;
        }

        TargetMeasurements measurements() {
            return launch.byMode.get(mode);
        }
    }

    void run(List<TargetUnderTest> targets, List<LaunchSettings> settings) {
        Profile profile = sweep.profile();
        sweep.progress().addEstimate((long) profile.forks() * targets.size() * sweep.modes().size()
                * (STARTUP_SECONDS + profile.serverWarmupSeconds() + JMeterDriver.OVERHEAD_SECONDS));
        for (int fork = 1; fork <= profile.forks(); fork++) {
            List<ProvisionedTarget> started = new ArrayList<>();
            List<Launch> launches = new ArrayList<>();
            try {
                for (int t = 0; t < targets.size(); t++) {
                    Launch launch = start(targets.get(t), settings.get(t), fork, started);
                    if (launch != null) {
                        launches.add(launch);
                    }
                }
                measure(launches, fork);
            } finally {
                sweep.driver().retire();
                launches.forEach(Launch::close);
                started.forEach(ProvisionedTarget::close);
            }
        }
    }

    /** Starts one target and prepares its launch; null when it failed (then its measurements say why). */
    private Launch start(TargetUnderTest target, LaunchSettings settings, int fork, List<ProvisionedTarget> started) {
        String launchName = "launch " + fork + "/" + sweep.profile().forks() + " of " + target.name();
        sweep.progress().say(launchName + " (HTTP port " + settings.ports().http() + ")");
        Path launchDir = sweep.options().output().resolve("servers").resolve(SweepContext.safe(target.name())
                + "-launch" + fork);
        try {
            Files.createDirectories(launchDir);
            ProvisionedTarget server = ProvisionedTarget.start(target.installation(), settings,
                    launchDir.resolve("output"), launchDir.resolve("console.log"));
            started.add(server);
            sweep.progress().done(STARTUP_SECONDS);
            Launch launch = Launch.open(server, fork, target.installation(), target.byMode(), sweep);
            try {
                launch.warmUp(sweep);
            } catch (RuntimeException e) {
                launch.close();
                throw e;
            }
            return launch;
        } catch (RuntimeException | IOException e) {
            sweep.progress().say(launchName + " failed: " + e.getMessage());
            target.failed(fork, e.getMessage());
            return null;
        }
    }

    private void measure(List<Launch> launches, int fork) {
        List<Participant> participants = new ArrayList<>();
        for (Launch launch : launches) {
            for (int m = 0; m < launch.byMode.size(); m++) {
                participants.add(new Participant(launch, m));
            }
        }
        Map<String, Workload> workloads = new LinkedHashMap<>();
        launches.forEach(l -> l.workloads.forEach(w -> workloads.putIfAbsent(w.id(), w)));
        Profile profile = sweep.profile();
        sweep.progress().addEstimate((long) workloads.size() * participants.size() * (profile.minRounds() + 2)
                * roundSeconds(profile));
        int w = 0;
        for (Workload workload : workloads.values()) {
            w++;
            List<Participant> measuring = participants.stream()
                    .filter(p -> !p.failed && p.launch.workloads.stream().anyMatch(x -> x.id().equals(workload.id())))
                    .toList();
            for (int round = 1; round <= profile.maxRounds(); round++) {
                List<Participant> order = new ArrayList<>(measuring);
                Collections.shuffle(order, random);
                for (Participant participant : order) {
                    if (!participant.failed) {
                        measure(participant, workload, fork, round, w, workloads.size());
                    }
                }
                if (round >= profile.minRounds() && precise(measuring, workload, fork)) {
                    break;
                }
            }
        }
        if (sweep.options().chat() != null) {
            for (Participant participant : participants) {
                if (!participant.failed) {
                    participant.launch.select(participant.mode);
                    ChatRuns.measure(participant.launch, participant.mode, sweep);
                }
            }
        }
    }

    private void measure(Participant participant, Workload workload, int fork, int round, int index, int count) {
        Profile profile = sweep.profile();
        TargetMeasurements measurements = participant.measurements();
        sweep.progress().say(String.format("%s, launch %d/%d: workload %d/%d %s, round %d", measurements.name(), fork,
                profile.forks(), index, count, workload.describe(), round));
        String jtlName = SweepContext.safe(workload.id()) + (round == 1 ? "" : "-round" + round);
        WorkloadRunner.Plan plan = round == 1
                ? new WorkloadRunner.Plan(profile.steadyStateWatch(profile.runSeconds()), 1, round, jtlName, true)
                : new WorkloadRunner.Plan(new FixedWarmup(profile.roundSettleSeconds(), profile.runSeconds(),
                Profile.TAIL_SECONDS), 1, round, jtlName, false);
        try {
            participant.launch.select(participant.mode);
            sweep.runner().measure(measurements.name(), participant.launch.target, workload, fork, plan,
                    participant.launch.server, participant.launch.probe,
                    participant.launch.samplesDir(participant.mode), measurements.workload(workload));
        } catch (RuntimeException e) {
            sweep.progress().say("  " + measurements.name() + " failed: " + e.getMessage()
                    + "; it is left out of this launch's other rounds");
            participant.failed = true;
            measurements.failed(fork, e.getMessage());
        }
        sweep.progress().done(roundSeconds(profile));
    }

    /**
     * Whether every target's interval against the baseline (the first participant, when it measures this
     * workload) from this launch's rounds is narrow enough; without a baseline there is nothing to pair, and the
     * minimum rounds suffice. Only this launch's rounds count: more rounds cannot narrow what launches differ by,
     * more launches do.
     */
    private boolean precise(List<Participant> measuring, Workload workload, int fork) {
        if (measuring.size() < 2 || measuring.get(0).failed) {
            return true;
        }
        WorkloadResult baseline = measuring.get(0).measurements().sofar(workload);
        for (Participant participant : measuring.subList(1, measuring.size())) {
            if (participant.failed) {
                continue;
            }
            WorkloadResult other = participant.measurements().sofar(workload);
            double[] rounds = PairedFigure.of(baseline, other).logRatiosOfLaunch(baseline, other, fork);
            PairedChange change = PairedChange.of(List.of(rounds));
            if (change == null || change.minimumDetectablePercent() > sweep.profile().precisionPercent()) {
                return false;
            }
        }
        return true;
    }

    private static long roundSeconds(Profile profile) {
        return profile.roundSettleSeconds() + profile.runSeconds() + Profile.TAIL_SECONDS + JMeterDriver.OVERHEAD_SECONDS;
    }
}
