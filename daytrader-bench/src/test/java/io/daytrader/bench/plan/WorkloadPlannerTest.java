package io.daytrader.bench.plan;

import io.daytrader.bench.TestFiles;
import io.daytrader.catalog.Catalog;
import io.daytrader.catalog.CatalogPrimitive;
import io.daytrader.bench.catalog.CatalogReader;
import io.daytrader.bench.catalog.PrimitiveSelection;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class WorkloadPlannerTest {

    private final Catalog catalog = CatalogReader.read(TestFiles.resource("catalog.json"));
    private final WorkloadPlanner planner = new WorkloadPlanner("/daytrader", List.of(1, 8), List.of(), List.of(64, 1024));

    @Test
    void everyPrimitiveAtEveryConcurrencyAndSizesOnlyWhereThereIsASizeParameter() {
        List<Workload> workloads = planner.primitives(PrimitiveSelection.select(catalog, List.of("PingServlet", "PingJsonWrite")));

        assertThat(workloads).extracting(Workload::id).containsExactly("PingServlet@1", "PingServlet@8",
                "PingJsonWrite@1/size=64", "PingJsonWrite@8/size=64", "PingJsonWrite@1/size=1024", "PingJsonWrite@8/size=1024");
        assertThat(workloads.get(0).properties()).containsEntry("PATH", "/daytrader/servlet/PingServlet")
                .containsEntry("METHOD", "GET").doesNotContainKey("QUERY").doesNotContainKey("EXPECT");
        assertThat(workloads.get(2).properties()).containsEntry("QUERY", "size=64");
        assertThat(workloads.get(0).plan()).isEqualTo(WorkloadPlanner.PRIMITIVE_PLAN);
    }

    @Test
    void withoutSizesASizedPrimitiveRunsAtItsOwnDefault() {
        List<Workload> workloads = new WorkloadPlanner("/daytrader", List.of(1), List.of(), List.of())
                .primitives(PrimitiveSelection.select(catalog, List.of("PingJsonWrite")));

        assertThat(workloads).extracting(Workload::id).containsExactly("PingJsonWrite@1");
    }

    @Test
    void webSocketPrimitivesUseTheWebSocketPlan() {
        Workload workload = planner.primitives(PrimitiveSelection.select(catalog, List.of("websocket"))).get(0);

        assertThat(workload.plan()).isEqualTo(WorkloadPlanner.WEBSOCKET_PLAN);
        assertThat(workload.properties()).containsEntry("PATH", "/daytrader/marketsummary");
    }

    @Test
    void whatTheCatalogSaysToSendIsSent() {
        Catalog sending = CatalogReader.parse("{\"server\":\"s\",\"primitives\":["
                + "{\"name\":\"PingJaxrsJSON\",\"category\":\"modern-ee\",\"path\":\"/jaxrs/sync/echoJSON\","
                + "\"method\":\"POST\",\"protocol\":\"http\",\"available\":true,"
                + "\"contentType\":\"application/json\",\"body\":\"{\\\"n\\\":1}\"},"
                + "{\"name\":\"PingWebSocketBinary\",\"category\":\"websocket\",\"path\":\"/pingBinary\","
                + "\"method\":\"GET\",\"protocol\":\"websocket\",\"available\":true,"
                + "\"contentType\":\"application/octet-stream\",\"body\":\"ping\"}]}");
        List<Workload> workloads = new WorkloadPlanner("/daytrader", List.of(1), List.of(), List.of())
                .primitives(sending.primitives());

        assertThat(workloads.get(0).properties()).containsEntry("METHOD", "POST").containsEntry("RAW", "true")
                .containsEntry("BODY", "{\"n\":1}").containsEntry("CONTENT_TYPE", "application/json");
        assertThat(workloads.get(1).properties()).containsEntry("BINARY", "true").containsEntry("MESSAGE", "70696e67");
    }

    @Test
    void theTradeWorkloadsCoverThePopulation() {
        Workload user = planner.userWorkload(500, 200, 10).get(1);
        Workload scenario = planner.scenario("/scenario").get(0);

        assertThat(user.properties()).containsEntry("TOPUID", "499").containsEntry("STOCKS", "199");
        assertThat(user.threads()).isEqualTo(8);
        assertThat(user.category()).isEqualTo(WorkloadPlanner.TRADE_CATEGORY);
        assertThat(scenario.path()).isEqualTo("/daytrader/scenario");
        assertThat(scenario.plan()).isEqualTo(WorkloadPlanner.SCENARIO_PLAN);
    }

    @Test
    void theUserWorkloadTakesItsFacesShareAtEveryConcurrency() {
        List<Workload> workloads = planner.userWorkload(500, 200, 10);

        assertThat(workloads).hasSizeGreaterThan(1).allSatisfy(w -> assertThat(w.properties())
                .containsEntry("FACES_SHARE", "10"));
        assertThat(planner.userWorkload(500, 200, 0).get(0).properties()).containsEntry("FACES_SHARE", "0");
        assertThat(planner.userWorkload(500, 200, 100).get(0).properties()).containsEntry("FACES_SHARE", "100");
        assertThatThrownBy(() -> planner.userWorkload(500, 200, 101)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> planner.userWorkload(500, 200, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theAnswerIsCheckedAndTheExamplesQueryIsSent() {
        Catalog catalog = CatalogReader.parse("{\"server\":\"s\",\"primitives\":["
                + "{\"name\":\"PingJaxrsText\",\"category\":\"modern-ee\",\"path\":\"/jaxrs/sync/echoText\","
                + "\"method\":\"GET\",\"protocol\":\"http\",\"available\":true,"
                + "\"example\":\"/jaxrs/sync/echoText?input=hello\",\"answer\":\"hello\"}]}");

        Workload workload = new WorkloadPlanner("/daytrader", List.of(1), List.of(), List.of())
                .primitives(catalog.primitives()).get(0);

        assertThat(workload.properties()).containsEntry("QUERY", "input=hello").containsEntry("EXPECT", "hello");
    }

    @Test
    void ratesPutHttpPrimitivesInTheOpenModelButNotSessionsOrWebsockets() {
        List<Workload> workloads = new WorkloadPlanner("/daytrader", List.of(8), List.of(500, 1000), List.of())
                .primitives(PrimitiveSelection.select(catalog, List.of("PingServlet", "PingSession1", "websocket")));

        assertThat(workloads).extracting(Workload::id).startsWith("PingServlet@500/s", "PingServlet@1000/s");
        assertThat(workloads.get(0).plan()).isEqualTo(WorkloadPlanner.PRIMITIVE_PLAN);
        assertThat(workloads.get(0).rate()).isEqualTo(500);
        assertThat(workloads.get(0).threads()).as("no closed-model threads").isZero();
        assertThat(workloads.stream().filter(w -> w.rate() == null)).isNotEmpty()
                .allSatisfy(w -> assertThat(w.threads()).isEqualTo(8));
    }

    @Test
    void theServerWarmUpSendsEveryHttpWorkloadsRequestOnce() {
        List<Workload> workloads = planner.primitives(PrimitiveSelection.select(catalog, List.of("PingServlet", "websocket")));
        workloads = new java.util.ArrayList<>(workloads);
        workloads.addAll(planner.scenario("/scenario"));

        workloads.addAll(planner.userWorkload(500, 1000, 0));

        List<String> lines = WorkloadPlanner.warmupRequests(workloads, "/scenario", List.of(9080));

        assertThat(lines).containsExactly("9080\t/daytrader/servlet/PingServlet\t\tGET\ttext/plain\t",
                "9080\t/daytrader/scenario\t\tGET\ttext/plain\t");
        assertThat(planner.warmup("/tmp/requests.tsv", 16).plan()).isEqualTo(WorkloadPlanner.WARMUP_PLAN);
    }

    @Test
    void theUserWorkloadAloneIsWarmedUpThroughTheScenarioServlet() {
        assertThat(WorkloadPlanner.warmupRequests(planner.userWorkload(500, 1000, 0), "/trade/scenario", List.of(9080)))
                .containsExactly("9080\t/daytrader/trade/scenario\t\tGET\ttext/plain\t");
    }

    @Test
    void serversWarmedUpAtOnceTakeTurnsRequestByRequest() {
        List<Workload> workloads = planner.primitives(PrimitiveSelection.select(catalog, List.of("PingServlet")));
        workloads = new java.util.ArrayList<>(workloads);
        workloads.addAll(planner.scenario("/scenario"));

        assertThat(WorkloadPlanner.warmupRequests(workloads, "/scenario", List.of(9080, 9081))).containsExactly(
                "9080\t/daytrader/servlet/PingServlet\t\tGET\ttext/plain\t",
                "9081\t/daytrader/servlet/PingServlet\t\tGET\ttext/plain\t",
                "9080\t/daytrader/scenario\t\tGET\ttext/plain\t", "9081\t/daytrader/scenario\t\tGET\ttext/plain\t");
    }

    @Test
    void aPrimitiveThatOnlyReadsLeavesTheTradeDataAsItWas() {
        CatalogPrimitive reads = new CatalogPrimitive("PingJDBCRead", "jdbc", "/servlet/PingJDBCRead", "GET", "http",
                "reads", "JDBC", true, false, null, "/servlet/PingJDBCRead", null, null, null, false);
        CatalogPrimitive older = new CatalogPrimitive("PingJDBCRead", "jdbc", "/servlet/PingJDBCRead", "GET", "http",
                "reads", "JDBC", true, false, null, "/servlet/PingJDBCRead", null, null, null, null);

        assertThat(planner.primitives(List.of(reads))).noneMatch(Workload::changesTradeData);
        assertThat(planner.primitives(List.of(older))).as("a catalog that does not say").allMatch(
                Workload::changesTradeData);
        assertThat(planner.scenario("/scenario")).allMatch(Workload::changesTradeData);
    }
}
