package io.daytrader.bench.server;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Live heap of a local JVM: the bytes of the objects that survive a full GC, from the total line of
 * {@code jcmd PID GC.class_histogram} (which collects first, then counts only what is reachable). Reading the used
 * heap after a separate {@code GC.run} instead would count what a loaded server allocates in the second between the
 * two commands: hundreds of MB under load. jcmd is taken from the JDK the process runs on. Null when it cannot be
 * measured.
 */
public final class LiveHeap {

    private static final Pattern TOTAL = Pattern.compile("(?m)^Total\\s+\\d+\\s+(\\d+)\\s*$");

    private LiveHeap() {
    }

    public static Long measure(long pid) {
        String histogram = Jcmd.run(pid, "GC.class_histogram");
        return histogram == null ? null : parseLiveBytes(histogram);
    }

    static Long parseLiveBytes(String histogram) {
        Matcher matcher = TOTAL.matcher(histogram);
        return matcher.find() ? Long.parseLong(matcher.group(1)) : null;
    }
}
