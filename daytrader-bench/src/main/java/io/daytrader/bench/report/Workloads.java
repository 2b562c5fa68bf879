package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The workloads of a sweep across its targets, in the report's order: by category, then as they came. */
final class Workloads {

    private Workloads() {
    }

    static List<String> categories(BenchResults results) {
        Set<String> categories = new LinkedHashSet<>();
        results.targets().forEach(t -> t.workloads().forEach(w -> categories.add(w.category())));
        return categories.stream().sorted(Comparator.comparingInt(Categories::rank)).toList();
    }

    /** Every workload of any target. */
    static List<WorkloadKey> keys(BenchResults results) {
        Set<WorkloadKey> keys = new LinkedHashSet<>();
        results.targets().forEach(t -> t.workloads().forEach(w -> keys.add(WorkloadKey.of(w))));
        return keys.stream().sorted(Comparator.comparingInt(k -> Categories.rank(k.category()))).toList();
    }

    /** The target's result of the workload, or null. */
    static WorkloadResult find(TargetResult target, WorkloadKey key) {
        return target.workloads().stream().filter(w -> WorkloadKey.of(w).equals(key)).findFirst().orElse(null);
    }

    /** Primitives no target measured because every target lacks them. */
    static List<String> unavailableOnly(BenchResults results) {
        Set<String> measured = new HashSet<>();
        results.targets().forEach(t -> t.workloads().forEach(w -> measured.add(w.name())));
        Set<String> names = new LinkedHashSet<>();
        results.targets().forEach(t -> t.unavailableOrEmpty().stream().filter(n -> !measured.contains(n))
                .forEach(names::add));
        return List.copyOf(names);
    }
}
