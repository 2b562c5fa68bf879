package io.daytrader.bench.plan;

import java.util.Map;

/**
 * One thing to measure at one concurrency and size: which JMeter plan drives it and with which properties
 * (besides host, port, threads, duration and think time, which the driver sets).
 *
 * @param type primitive, scenario or workload
 * @param path the URL path it drives, context root included
 */
public record Workload(String name, String category, String type, String path, String plan,
                       Map<String, String> properties, int threads, Integer size) {

    public String id() {
        return name + "@" + threads + (size == null ? "" : "/size=" + size);
    }

    public String describe() {
        return name + " (" + category + "), " + threads + (threads == 1 ? " thread" : " threads")
                + (size == null ? "" : ", size " + size);
    }
}
