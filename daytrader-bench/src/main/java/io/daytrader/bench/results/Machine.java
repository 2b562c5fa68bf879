package io.daytrader.bench.results;

/** The machine the sweep ran on. */
public record Machine(String host, int cpus, String cpuModel, long memoryBytes, String os, String java) {
}
