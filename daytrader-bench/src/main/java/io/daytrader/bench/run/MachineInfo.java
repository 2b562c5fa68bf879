package io.daytrader.bench.run;

import io.daytrader.bench.results.Machine;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the bench records about the machine it runs on. */
final class MachineInfo {

    private MachineInfo() {
    }

    static Machine read() {
        return new Machine(host(), Runtime.getRuntime().availableProcessors(), field("/proc/cpuinfo", "model name"),
                memoryBytes(), System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"), null);
    }

    private static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static long memoryBytes() {
        return meminfoBytes("MemTotal");
    }

    /** The memory the kernel says can be given to new processes without swapping; 0 when it cannot tell. */
    static long availableMemoryBytes() {
        return meminfoBytes("MemAvailable");
    }

    private static long meminfoBytes(String name) {
        String value = field("/proc/meminfo", name);
        return value == null ? 0 : Long.parseLong(value.replace("kB", "").trim()) * 1024;
    }

    private static String field(String file, String name) {
        try {
            for (String line : Files.readAllLines(Path.of(file))) {
                if (line.startsWith(name) && line.contains(":")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException e) {
            return null;
        }
        return null;
    }
}
