package io.daytrader.bench.target;

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
        if (Jcmd.run(pid, "GC.run") == null) {
            return null;
        }
        String info = Jcmd.run(pid, "GC.heap_info");
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
}
