package io.daytrader.bench;

import java.nio.file.Path;

/** The test resources folder (src/test/resources), as the build passes it. */
public final class TestFiles {

    private TestFiles() {
    }

    /** A JMeter plan of the checkout (jmeter-plans/NAME), as the build passes its folder. */
    public static Path plan(String name) {
        return Path.of(System.getProperty("daytrader.bench.plans", "../jmeter-plans")).resolve(name);
    }

    /** The checkout's root folder, as the build passes it. */
    public static Path checkout() {
        return Path.of(System.getProperty("daytrader.bench.root", ".."));
    }

    public static Path resource(String name) {
        return Path.of(System.getProperty("daytrader.bench.testResources", "src/test/resources")).resolve(name);
    }
}
