package io.daytrader.bench.plan;

import java.util.Map;

/**
 * One thing to measure at one concurrency (closed model: {@code threads} clients, each sending its next request
 * when the last one is answered) or one arrival rate (open model: {@code rate} requests per second, whatever the
 * answers), and one size: which JMeter plan drives it and with which properties (besides host, port, threads,
 * rate, duration and think time, which the driver sets).
 *
 * @param type primitive, scenario, workload or warmup
 * @param path the URL path it drives, context root included
 * @param changesTradeData whether a run of it may leave the trade data changed (trade is then reset before the next
 *                         workload on that server)
 */
public record Workload(String name, String category, String type, String path, String plan,
                       Map<String, String> properties, int threads, Integer rate, Integer size,
                       boolean changesTradeData) {

    public String id() {
        return name + "@" + (rate == null ? Integer.toString(threads) : rate + "/s") + (size == null ? "" : "/size=" + size);
    }

    public String describe() {
        return name + " (" + category + "), " + (rate == null ? threads + (threads == 1 ? " thread" : " threads")
                : rate + " requests/s offered") + (size == null ? "" : ", size " + size);
    }
}
