package io.daytrader.bench.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code jcmd PID COMMAND...} against a local JVM, with the jcmd of the JDK that JVM runs on (so a server on
 * another JDK is asked by its own tool). Null output when it cannot be run or fails.
 */
public final class Jcmd {

    private Jcmd() {
    }

    public static String run(long pid, String... command) {
        Path jcmd = jcmdOf(pid);
        if (jcmd == null) {
            return null;
        }
        List<String> line = new ArrayList<>(List.of(jcmd.toString(), Long.toString(pid)));
        line.addAll(List.of(command));
        try {
            Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0 ? output : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static Path jcmdOf(long pid) {
        try {
            Path java = Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "exe"));
            Path jcmd = java.resolveSibling("jcmd");
            return Files.isExecutable(jcmd) ? jcmd : null;
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }
}
