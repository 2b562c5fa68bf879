package io.daytrader.bench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time stolen by the hypervisor, from the first line of /proc/stat (user nice system idle iowait irq softirq
 * steal ...): a reading now, and the steal percentage between two readings.
 */
record StealTime(long steal, long total) {

    static StealTime now() {
        try {
            return parse(Files.readAllLines(Path.of("/proc/stat")).get(0));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    static StealTime parse(String cpuLine) {
        String[] fields = cpuLine.trim().split("\\s+");
        long total = 0;
        for (int i = 1; i < Math.min(fields.length, 9); i++) {
            total += Long.parseLong(fields[i]);
        }
        return new StealTime(fields.length > 8 ? Long.parseLong(fields[8]) : 0, total);
    }

    /** Percent of all CPU time stolen since {@code before}; null when either reading is missing. */
    static Double percentSince(StealTime before, StealTime after) {
        if (before == null || after == null || after.total <= before.total) {
            return null;
        }
        return (after.steal - before.steal) * 100.0 / (after.total - before.total);
    }
}
