package io.daytrader.bench.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * Reads a process's CPU time and resident memory from Linux /proc: utime + stime of /proc/PID/stat (clock
 * ticks) and VmRSS of /proc/PID/status. Empty when the process is gone or /proc is not there.
 */
public final class ProcStat {

    /** USER_HZ: the unit of /proc/PID/stat times; 100 on every Linux architecture the JDK runs on. */
    public static final int CLOCK_TICKS_PER_SECOND = 100;

    private ProcStat() {
    }

    public static OptionalLong cpuTicks(long pid) {
        String stat = read(Path.of("/proc", Long.toString(pid), "stat"));
        if (stat == null) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(parseCpuTicks(stat));
    }

    /** utime + stime: fields 14 and 15, counted after the command name, which is in parentheses and may hold spaces. */
    static long parseCpuTicks(String stat) {
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }

    public static OptionalLong rssBytes(long pid) {
        String status = read(Path.of("/proc", Long.toString(pid), "status"));
        if (status == null) {
            return OptionalLong.empty();
        }
        return parseRssBytes(status);
    }

    static OptionalLong parseRssBytes(String status) {
        for (String line : status.split("\n")) {
            if (line.startsWith("VmRSS:")) {
                String[] parts = line.substring("VmRSS:".length()).trim().split("\\s+");
                return OptionalLong.of(Long.parseLong(parts[0]) * 1024);
            }
        }
        return OptionalLong.empty();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return null;
        }
    }
}
