package io.daytrader.bench.results;

import java.util.List;

/**
 * One measured window of the sweep, in the order they were taken: its place ({@code position}, from 1), the workload
 * and its round (null outside side-by-side rounds), when it began and ended (ISO-8601 instants, to the millisecond),
 * and the targets loaded in it, each as "NAME, launch N". In a duet every target of a window was loaded at once;
 * otherwise a window loads one.
 */
public record WindowRecord(int position, String workload, Integer round, String start, String end,
                           List<String> targets) {
}
