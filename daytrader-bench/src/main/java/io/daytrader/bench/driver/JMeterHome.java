package io.daytrader.bench.driver;

import java.io.IOException;
import java.nio.file.Path;
import java.util.jar.JarFile;

/** The JMeter installation the bench drives with: its launcher and its version. */
public record JMeterHome(Path home) {

    public Path launcher() {
        return home.resolve("bin/ApacheJMeter.jar");
    }

    /** JMeter's version from its core jar's manifest, or null. */
    public String version() {
        try (JarFile core = new JarFile(home.resolve("lib/ext/ApacheJMeter_core.jar").toFile())) {
            return core.getManifest().getMainAttributes().getValue("Implementation-Version");
        } catch (IOException | NullPointerException e) {
            return null;
        }
    }
}
