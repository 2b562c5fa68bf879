package io.daytrader.bench.plan;

import io.daytrader.catalog.CatalogPrimitive;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the selected primitives, the scenario and the user workload into workloads: each at every concurrency (or
 * every arrival rate of the open model), and a primitive with a size parameter at every size (or once with its
 * catalog example's query when no sizes are given). Every primitive's answer is checked for the text its catalog
 * entry says it contains. In the open model every arrival is a thread of its own, so primitives that need a session
 * (cookies) and websockets stay in the closed model.
 */
public final class WorkloadPlanner {

    public static final String TRADE_CATEGORY = "trade";
    public static final String PRIMITIVE_PLAN = "primitive.jmx";
    public static final String WEBSOCKET_PLAN = "websocket.jmx";
    public static final String SCENARIO_PLAN = "scenario.jmx";
    public static final String USER_WORKLOAD_PLAN = "daytrader.jmx";
    public static final String WARMUP_PLAN = "warmup.jmx";

    private final String contextRoot;
    private final List<Integer> threads;
    private final List<Integer> rates;
    private final List<Integer> sizes;

    /** With {@code rates} non-empty, HTTP primitives run in the open model at each rate instead of at each concurrency. */
    public WorkloadPlanner(String contextRoot, List<Integer> threads, List<Integer> rates, List<Integer> sizes) {
        this.contextRoot = contextRoot;
        this.threads = threads;
        this.rates = rates;
        this.sizes = sizes;
    }

    public List<Workload> primitives(List<CatalogPrimitive> primitives) {
        List<Workload> workloads = new ArrayList<>();
        for (CatalogPrimitive primitive : primitives) {
            List<Integer> primitiveSizes = primitive.sizeParameter() == null || sizes.isEmpty()
                    ? Collections.singletonList(null) : sizes;
            for (Integer size : primitiveSizes) {
                if (!rates.isEmpty() && !primitive.isWebSocket() && !primitive.needsCookies()) {
                    for (int rate : rates) {
                        workloads.add(primitive(primitive, 0, rate, size));
                    }
                    continue;
                }
                for (int t : threads) {
                    workloads.add(primitive(primitive, t, null, size));
                }
            }
        }
        return workloads;
    }

    private Workload primitive(CatalogPrimitive primitive, int threadCount, Integer rate, Integer size) {
        String path = contextRoot + primitive.path();
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("PATH", path);
        properties.put("LABEL", primitive.name());
        if (primitive.answer() != null) {
            properties.put("EXPECT", primitive.answer());
        }
        String plan;
        if (primitive.isWebSocket()) {
            plan = WEBSOCKET_PLAN;
            if (primitive.body() != null) {
                properties.put("MESSAGE", primitive.isBinary() ? hex(primitive.body()) : primitive.body());
                properties.put("BINARY", Boolean.toString(primitive.isBinary()));
            }
        } else {
            plan = PRIMITIVE_PLAN;
            properties.putAll(httpRequest(primitive, size));
        }
        return new Workload(primitive.name(), primitive.category(), "primitive", path, plan, properties, threadCount,
                rate, size, primitive.mayChangeTradeData());
    }

    /** METHOD, QUERY and the body of a primitive's HTTP request, as the plans take them. */
    private static Map<String, String> httpRequest(CatalogPrimitive primitive, Integer size) {
        Map<String, String> request = new LinkedHashMap<>();
        request.put("METHOD", primitive.method() == null ? "GET" : primitive.method());
        String query = size != null ? primitive.sizeParameter() + "=" + size : primitive.exampleQuery();
        if (query != null) {
            request.put("QUERY", query);
        }
        if (primitive.body() != null) {
            request.put("BODY", primitive.body());
            request.put("RAW", "true");
            request.put("CONTENT_TYPE", primitive.contentType());
        }
        return request;
    }

    /** The websocket sampler takes a binary message as hex digits. */
    private static String hex(String text) {
        return HexFormat.of().formatHex(text.getBytes(StandardCharsets.UTF_8));
    }

    public List<Workload> scenario(String scenarioPath) {
        List<Workload> workloads = new ArrayList<>();
        for (int t : threads) {
            workloads.add(new Workload("TradeScenario", TRADE_CATEGORY, "scenario", contextRoot + scenarioPath,
                    SCENARIO_PLAN, Map.of("CONTEXT", contextRoot, "SCENARIO_PATH", scenarioPath), t, null, null,
                    true));
        }
        return workloads;
    }

    /**
     * The user workload over users uid:0..uid:users-1 and symbols s:0..s:quotes-1, {@code facesSharePercent} of its
     * sessions on the Faces pages and the others on the JSP pages (daytrader.jmx's FACES_SHARE).
     */
    public List<Workload> userWorkload(int users, int quotes, int facesSharePercent) {
        if (facesSharePercent < 0 || facesSharePercent > 100) {
            throw new IllegalArgumentException("the Faces share is a percentage, got " + facesSharePercent);
        }
        List<Workload> workloads = new ArrayList<>();
        for (int t : threads) {
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("CONTEXT", contextRoot);
            properties.put("BOTUID", "0");
            properties.put("TOPUID", Integer.toString(users - 1));
            properties.put("STOCKS", Integer.toString(quotes - 1));
            properties.put("FACES_SHARE", Integer.toString(facesSharePercent));
            workloads.add(new Workload("DayTraderWorkload", TRADE_CATEGORY, "workload", contextRoot + "/app",
                    USER_WORKLOAD_PLAN, properties, t, null, null, true));
        }
        return workloads;
    }

    /**
     * The server's warm-up pass: one driver run that sends the requests of every selected HTTP workload in turn
     * (websocket workloads warm up on their own), read by warmup.jmx from {@code requestsFile}.
     */
    public Workload warmup(String requestsFile, int warmupThreads) {
        return new Workload("ServerWarmup", "warmup", "warmup", contextRoot, WARMUP_PLAN,
                Map.of("REQUESTS", requestsFile), warmupThreads, null, null, true);
    }

    /**
     * The lines of the warm-up pass's requests file, one request per selected HTTP workload and server port
     * (tab-separated: port, path, query, method, content type, body), the ports taking turns request by request; the
     * scenario servlet's too. The user workload is a JMeter plan of logged-in users, not one request: the scenario
     * servlet ({@code scenarioPath}) stands in for it, as it runs the same trade actions and pages, so that a sweep of
     * the user workload alone is not measured while the JIT still compiles.
     */
    public static List<String> warmupRequests(List<Workload> workloads, String scenarioPath, List<Integer> ports) {
        List<String> lines = new ArrayList<>();
        for (Workload workload : workloads) {
            Map<String, String> p = workload.properties();
            if (workload.plan().equals(PRIMITIVE_PLAN)) {
                lines.add(String.join("\t", p.get("PATH"), p.getOrDefault("QUERY", ""), p.get("METHOD"),
                        p.getOrDefault("CONTENT_TYPE", "text/plain"), p.getOrDefault("BODY", "")));
            } else if (workload.plan().equals(SCENARIO_PLAN)) {
                lines.add(String.join("\t", workload.path(), "", "GET", "text/plain", ""));
            } else if (workload.plan().equals(USER_WORKLOAD_PLAN)) {
                lines.add(String.join("\t", p.get("CONTEXT") + scenarioPath, "", "GET", "text/plain", ""));
            }
        }
        List<String> requests = new ArrayList<>();
        for (String line : lines.stream().distinct().toList()) {
            ports.forEach(port -> requests.add(port + "\t" + line));
        }
        return requests;
    }
}
