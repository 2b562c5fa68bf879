package io.daytrader.bench.measure;

import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The realised mix of a workload whose plan has several samplers (the user workload): measured requests per
 * sampler label, most frequent first. Empty for a single-URL workload.
 */
public final class RequestMix {

    private RequestMix() {
    }

    /** Adds the requests' labels to {@code counts}. */
    public static void count(Collection<Sample> samples, Map<String, Long> counts) {
        for (Sample sample : samples) {
            counts.merge(sample.label(), 1L, Long::sum);
        }
    }

    public static Map<String, Long> of(Map<String, Long> counts) {
        Map<String, Long> mix = new LinkedHashMap<>();
        if (counts.size() > 1) {
            new TreeMap<>(counts).entrySet().stream()
                    .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()))
                    .forEach(e -> mix.put(e.getKey(), e.getValue()));
        }
        return mix;
    }
}
