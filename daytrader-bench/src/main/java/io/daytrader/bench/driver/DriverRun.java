package io.daytrader.bench.driver;

import io.daytrader.bench.measure.CpuSeries;

import java.nio.file.Path;

/** What one driver run left: its samples file, its log, and the CPU the driver processes used meanwhile. */
public record DriverRun(Path jtl, Path log, CpuSeries driverCpu) {
}
