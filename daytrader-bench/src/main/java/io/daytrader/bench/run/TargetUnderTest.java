package io.daytrader.bench.run;

import io.daytrader.launch.Installation;

import java.util.List;

/** A provisioned target of the sweep: its installation, its name in the results, its measurements per mode. */
record TargetUnderTest(Installation installation, String name, List<TargetMeasurements> byMode) {

    void failed(int fork, String why) {
        byMode.forEach(measurements -> measurements.failed(fork, why));
    }
}
