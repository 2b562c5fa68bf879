package io.daytrader.bench.plan;

import io.daytrader.bench.catalog.Primitive;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the selected primitives, the scenario and the user workload into workloads: each at every concurrency,
 * and a primitive with a size parameter at every size (or once at its own default size when no sizes are given).
 */
public final class WorkloadPlanner {

    public static final String TRADE_CATEGORY = "trade";
    public static final String PRIMITIVE_PLAN = "primitive.jmx";
    public static final String WEBSOCKET_PLAN = "websocket.jmx";
    public static final String SCENARIO_PLAN = "scenario.jmx";
    public static final String USER_WORKLOAD_PLAN = "daytrader.jmx";

    private final String contextRoot;
    private final List<Integer> threads;
    private final List<Integer> sizes;

    public WorkloadPlanner(String contextRoot, List<Integer> threads, List<Integer> sizes) {
        this.contextRoot = contextRoot;
        this.threads = threads;
        this.sizes = sizes;
    }

    public List<Workload> primitives(List<Primitive> primitives) {
        List<Workload> workloads = new ArrayList<>();
        for (Primitive primitive : primitives) {
            List<Integer> primitiveSizes = primitive.sizeParameter() == null || sizes.isEmpty()
                    ? Collections.singletonList(null) : sizes;
            for (Integer size : primitiveSizes) {
                for (int t : threads) {
                    workloads.add(primitive(primitive, t, size));
                }
            }
        }
        return workloads;
    }

    private Workload primitive(Primitive primitive, int threadCount, Integer size) {
        String path = contextRoot + primitive.path();
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("PATH", path);
        properties.put("LABEL", primitive.name());
        String plan = PRIMITIVE_PLAN;
        if (primitive.isWebSocket()) {
            plan = WEBSOCKET_PLAN;
            if (primitive.body() != null) {
                properties.put("MESSAGE", primitive.isBinary() ? hex(primitive.body()) : primitive.body());
                properties.put("BINARY", Boolean.toString(primitive.isBinary()));
            }
        } else {
            properties.put("METHOD", primitive.method() == null ? "GET" : primitive.method());
            if (size != null) {
                properties.put("QUERY", primitive.sizeParameter() + "=" + size);
            }
            if (primitive.body() != null) {
                properties.put("BODY", primitive.body());
                properties.put("RAW", "true");
                properties.put("CONTENT_TYPE", primitive.contentType());
            }
        }
        return new Workload(primitive.name(), primitive.category(), "primitive", path, plan, properties, threadCount, size);
    }

    /** The websocket sampler takes a binary message as hex digits. */
    private static String hex(String text) {
        return HexFormat.of().formatHex(text.getBytes(StandardCharsets.UTF_8));
    }

    public List<Workload> scenario(String scenarioPath) {
        List<Workload> workloads = new ArrayList<>();
        for (int t : threads) {
            workloads.add(new Workload("TradeScenario", TRADE_CATEGORY, "scenario", contextRoot + scenarioPath,
                    SCENARIO_PLAN, Map.of("CONTEXT", contextRoot, "SCENARIO_PATH", scenarioPath), t, null));
        }
        return workloads;
    }

    /** The user workload over users uid:0..uid:users-1 and symbols s:0..s:quotes-1. */
    public List<Workload> userWorkload(int users, int quotes) {
        List<Workload> workloads = new ArrayList<>();
        for (int t : threads) {
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("CONTEXT", contextRoot);
            properties.put("BOTUID", "0");
            properties.put("TOPUID", Integer.toString(users - 1));
            properties.put("STOCKS", Integer.toString(quotes - 1));
            workloads.add(new Workload("DayTraderWorkload", TRADE_CATEGORY, "workload", contextRoot + "/app",
                    USER_WORKLOAD_PLAN, properties, t, null));
        }
        return workloads;
    }
}
