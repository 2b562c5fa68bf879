package io.daytrader.bench.target;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Live heap of a local JVM: a full GC ({@code jcmd PID GC.run}), then the used heap from {@code jcmd PID
 * GC.heap_info}: the sum of its generations ("total ..., used ...": one line for G1, young and old for the
 * serial and parallel collectors; metaspace is not heap). jcmd is taken from the JDK the process runs on.
 * Null when it cannot be measured.
 */
public final class LiveHeap {

    private static final Pattern USED = Pattern.compile("total \\d+[KMG], used (\\d+)([KMG])");

    private LiveHeap() {
    }

    public static Long measure(long pid) {
        Path jcmd = jcmdOf(pid);
        if (jcmd == null || run(jcmd, pid, "GC.run") == null) {
            return null;
        }
        String info = run(jcmd, pid, "GC.heap_info");
        return info == null ? null : parseUsedBytes(info);
    }

    static Long parseUsedBytes(String heapInfo) {
        Matcher matcher = USED.matcher(heapInfo);
        long total = 0;
        boolean found = false;
        while (matcher.find()) {
            found = true;
            long value = Long.parseLong(matcher.group(1));
            total += switch (matcher.group(2)) {
                case "K" -> value * 1024;
                case "M" -> value * 1024 * 1024;
                default -> value * 1024 * 1024 * 1024;
            };
        }
        return found ? total : null;
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

    private static String run(Path jcmd, long pid, String command) {
        try {
            Process process = new ProcessBuilder(jcmd.toString(), Long.toString(pid), command).redirectErrorStream(true)
                    .start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0 ? output : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
