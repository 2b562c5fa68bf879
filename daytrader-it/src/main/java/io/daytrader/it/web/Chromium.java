package io.daytrader.it.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's Chromium and ChromeDriver for the browser test: used where they are, installed with apt-get (through
 * sudo when not root) where they are not. A machine that has both does nothing here.
 */
final class Chromium {

    static final Path BROWSER = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Chromium() {
    }

    static void ensureInstalled() throws IOException, InterruptedException {
        if (Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER)) {
            return;
        }
        run("apt-get", "update", "-q");
        run("apt-get", "install", "-y", "-q", "chromium", "chromium-driver");
        if (!Files.isExecutable(BROWSER) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException("apt-get installed chromium and chromium-driver, but " + BROWSER + " or "
                    + DRIVER + " is still missing");
        }
    }

    private static void run(String... command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>();
        if (!"root".equals(System.getProperty("user.name"))) {
            line.add("sudo");
            line.add("-n");
        }
        line.addAll(List.of(command));
        ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true).inheritIO();
        builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
        Process process = builder.start();
        if (!process.waitFor(15, TimeUnit.MINUTES) || process.exitValue() != 0) {
            process.destroy();
            throw new IllegalStateException("The browser test needs Chromium and ChromeDriver; '" + String.join(" ", line)
                    + "' failed. Install the Debian packages chromium and chromium-driver by hand.");
        }
    }
}
