package io.daytrader.bench.driver;

import io.daytrader.bench.measure.CpuSeries;
import io.daytrader.bench.probe.ProbeSeries;

import java.nio.file.Path;
import java.util.Map;

/**
 * What one driver run left: its samples file, its log, the CPU the driver processes of this machine used meanwhile,
 * and what the probes of the JMeter engines read, by engine (empty when JMeter ran locally).
 */
public record DriverRun(Path jtl, Path log, CpuSeries driverCpu, Map<String, ProbeSeries> engines) {
}
