package io.daytrader.bench.results;

/**
 * The machine the sweep ran on. {@code stealPercent}: CPU time the hypervisor gave to others while the sweep ran
 * (steal ticks of /proc/stat over all ticks), null where not known.
 */
public record Machine(String host, int cpus, String cpuModel, long memoryBytes, String os, String java,
                      Double stealPercent) {

    public Machine withSteal(Double steal) {
        return new Machine(host, cpus, cpuModel, memoryBytes, os, java, steal);
    }
}
