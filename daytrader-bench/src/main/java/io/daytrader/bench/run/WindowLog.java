package io.daytrader.bench.run;

import io.daytrader.bench.results.WindowRecord;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Every measured window of a sweep, in the order they are taken: each gets its place (from 1). */
final class WindowLog {

    private final List<WindowRecord> windows = new ArrayList<>();

    /** Records a window of {@code workload} from {@code fromMillis} to {@code toMillis}; returns its position. */
    synchronized int add(String workload, Integer round, long fromMillis, long toMillis, List<String> targets) {
        int position = windows.size() + 1;
        windows.add(new WindowRecord(position, workload, round, Instant.ofEpochMilli(fromMillis).toString(),
                Instant.ofEpochMilli(toMillis).toString(), List.copyOf(targets)));
        return position;
    }

    /** How a target's launch is named in a window's list of targets. */
    static String loaded(String target, int fork) {
        return target + ", launch " + fork;
    }

    synchronized List<WindowRecord> windows() {
        return List.copyOf(windows);
    }
}
