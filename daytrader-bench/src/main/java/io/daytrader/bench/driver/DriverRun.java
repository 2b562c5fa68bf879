package io.daytrader.bench.driver;

import io.daytrader.bench.measure.CpuSeries;
import io.daytrader.bench.probe.ProbeSeries;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * What one driver run left: its samples file, its log, the CPU the driver processes of this machine used meanwhile,
 * what the probes of the JMeter engines read, by engine (empty when JMeter ran locally), and how long JMeter took
 * from the launch to the test's start ({@link RunDeadline}).
 */
public record DriverRun(Path jtl, Path log, CpuSeries driverCpu, Map<String, ProbeSeries> engines,
                        Duration startUp) {

    /** A start-up shorter than this goes unmentioned. */
    static final Duration NOTED_START_UP = Duration.ofSeconds(20);

    /** A line for the progress output when JMeter was slow to start the test, else null. */
    public String startUpNote() {
        return startUp.compareTo(NOTED_START_UP) < 0 ? null : "JMeter took " + startUp.toSeconds()
                + " s to start the test (it may take " + JMeterDriver.START_UP_SECONDS
                + " s; the run's own time counts from its start)";
    }
}
