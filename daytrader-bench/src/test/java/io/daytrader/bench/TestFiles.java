package io.daytrader.bench;

import java.nio.file.Path;

/** The test resources folder (src/test/resources), as the build passes it. */
public final class TestFiles {

    private TestFiles() {
    }

    public static Path resource(String name) {
        return Path.of(System.getProperty("daytrader.bench.testResources", "src/test/resources")).resolve(name);
    }
}
