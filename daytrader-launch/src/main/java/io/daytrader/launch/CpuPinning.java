package io.daytrader.launch;

import java.util.ArrayList;
import java.util.List;

/**
 * Which CPUs the server and the driver may use (taskset CPU lists), from {@code --pin}:
 * <ul>
 *   <li>{@code auto} (the default): with 2 or more CPUs, the server gets the first half (rounded up) and the
 *   driver the rest; with 1 CPU, no pinning;</li>
 *   <li>{@code none}: no pinning, both share every CPU;</li>
 *   <li>{@code SERVER/DRIVER}: explicit lists, e.g. {@code 0/1} or {@code 0-2/3}.</li>
 * </ul>
 * Null lists mean "not pinned".
 */
public record CpuPinning(String serverCpus, String driverCpus, int cpuCount) {

    public static CpuPinning parse(String pin, int cpuCount) {
        if (pin.equals("none") || (pin.equals("auto") && cpuCount < 2)) {
            return new CpuPinning(null, null, cpuCount);
        }
        if (pin.equals("auto")) {
            int serverCount = (cpuCount + 1) / 2;
            return new CpuPinning(range(0, serverCount - 1), range(serverCount, cpuCount - 1), cpuCount);
        }
        String[] parts = pin.split("/", -1);
        if (parts.length != 2 || !isCpuList(parts[0]) || !isCpuList(parts[1])) {
            throw new IllegalArgumentException("--pin must be auto, none or SERVER_CPUS/DRIVER_CPUS (e.g. 0/1), got '"
                    + pin + "'");
        }
        return new CpuPinning(parts[0], parts[1], cpuCount);
    }

    private static String range(int from, int to) {
        return from == to ? Integer.toString(from) : from + "-" + to;
    }

    private static boolean isCpuList(String list) {
        return list.matches("\\d+(-\\d+)?(,\\d+(-\\d+)?)*");
    }

    public int serverShare() {
        return serverCpus == null ? cpuCount : count(serverCpus);
    }

    public int driverShare() {
        return driverCpus == null ? cpuCount : count(driverCpus);
    }

    /** The command prefix that runs a command on the given CPUs (nothing when not pinned). */
    public static List<String> prefix(String cpus) {
        List<String> prefix = new ArrayList<>();
        if (cpus != null) {
            prefix.add("taskset");
            prefix.add("-c");
            prefix.add(cpus);
        }
        return prefix;
    }

    /** Pins this process (every thread) to {@code cpus}, when given; a failure leaves it unpinned. */
    public static void pinSelf(String cpus) {
        if (cpus == null) {
            return;
        }
        try {
            new ProcessBuilder("taskset", "-a", "-p", "-c", cpus, Long.toString(ProcessHandle.current().pid()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
        } catch (java.io.IOException e) {
            // taskset is missing: the bench's own little work shares every CPU
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    static int count(String list) {
        int count = 0;
        for (String part : list.split(",")) {
            String[] bounds = part.split("-");
            count += bounds.length == 1 ? 1 : Integer.parseInt(bounds[1]) - Integer.parseInt(bounds[0]) + 1;
        }
        return count;
    }
}
