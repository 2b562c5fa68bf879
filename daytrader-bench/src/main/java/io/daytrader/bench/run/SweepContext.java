package io.daytrader.bench.run;

import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.bench.driver.JMeterDriver;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.plan.WorkloadPlanner;
import io.daytrader.bench.server.Target;

import java.net.URI;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

/** What every part of one sweep shares: the options, the protocol, the driver and the progress lines. */
record SweepContext(BenchOptions options, Profile profile, List<Integer> threads, JMeterDriver driver,
                    WorkloadRunner runner, ServerWarmupPass warmupPass, Progress progress) {

    WorkloadPlanner planner(Target target) {
        return new WorkloadPlanner(URI.create(target.baseUrl()).getPath(), threads, options.rates(), options.sizes());
    }

    /** The runtime modes each launch measures in turn; one null: the mode the server starts in, left as it is. */
    List<String> modes() {
        return modes(options);
    }

    static List<String> modes(BenchOptions options) {
        return options.runtimeModes().isEmpty() ? Collections.singletonList(null) : options.runtimeModes();
    }

    Path samplesDir(String name, int fork) {
        return options.output().resolve("samples").resolve(safe(name) + "-launch" + fork);
    }

    /** Where a duet's runs go (each loads every target, a lane each). */
    Path duetSamplesDir() {
        return options.output().resolve("samples").resolve("duet");
    }

    static String safe(String name) {
        return name.replaceAll("[^A-Za-z0-9._@=-]", "_");
    }
}
