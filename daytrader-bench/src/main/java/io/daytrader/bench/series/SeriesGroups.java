package io.daytrader.bench.series;

import java.util.ArrayList;
import java.util.List;

/**
 * A series too large to run at once, split into groups of at most {@code size} targets that overlap by one: each
 * group starts with the previous group's last target, through which the groups' changes chain ({@link SeriesSteps}).
 */
public final class SeriesGroups {

    private SeriesGroups() {
    }

    /** The groups of target indexes, in order; one group of all when they fit. */
    public static List<List<Integer>> split(int targets, int size) {
        if (size < 2) {
            throw new IllegalArgumentException("a group of a series holds at least two targets, not " + size);
        }
        List<List<Integer>> groups = new ArrayList<>();
        int start = 0;
        do {
            int end = Math.min(targets, start + size);
            List<Integer> group = new ArrayList<>();
            for (int t = start; t < end; t++) {
                group.add(t);
            }
            groups.add(group);
            start = end - 1;
        } while (start < targets - 1);
        return groups;
    }
}
