package io.daytrader.bench.report;

import io.daytrader.bench.measure.LatencyStats;
import io.daytrader.bench.measure.RunAnalyzer;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ProbeFigures;
import io.daytrader.bench.results.ResultsFixture;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class HtmlReportTest {

    private final BenchResults results = ResultsFixture.results(
            ResultsFixture.sweep("liberty:26.0.0.3", 1).targets().get(0),
            ResultsFixture.sweep("liberty:25.0.0.12", 0.9).targets().get(0));
    private final String html = HtmlReport.render(results);

    @Test
    void withSeveralTargetsTheVerdictLeadsThenSettingsTablesAndCharts() {
        String page = HtmlReport.render(results, new ComparisonHtml("<section class=\"verdict\">the verdict</section>",
                "<p>the comparison's tables</p>"));

        assertThat(page).containsSubsequence("<h1>", "the verdict", "Settings and provenance", "the comparison's tables",
                "Measurements", "Requests per second by category", "Flags");
    }

    @Test
    void withOneTargetItsMeasurementsLead() {
        String single = HtmlReport.render(ResultsFixture.sweep("liberty:26.0.0.3", 1));

        assertThat(single).containsSubsequence("<h1>", "Measurements", "Settings and provenance",
                "Requests per second by category").doesNotContain("<th>Target</th><th>req/s");
    }

    @Test
    void theMeasurementsFoldTheTargetsIntoRowsSoTheTableIsAsWideForAnyNumber() {
        Matcher table = Pattern.compile("<table class=\"summary\">.*?</table>", Pattern.DOTALL).matcher(html);
        assertThat(table.find()).isTrue();

        assertThat(table.group()).containsOnlyOnce("req/s [95 % CI]").contains(
                "<tr class=\"first\"><td rowspan=\"2\">PingServlet</td><td rowspan=\"2\">1</td>"
                        + "<td class=\"name\">liberty:26.0.0.3</td>", "<tr><td class=\"name\">liberty:25.0.0.12</td>");
    }

    @Test
    void theChatRunsHaveTheirTableTheRampsAnswerAndTheScoreCurve() {
        assertThat(html).contains("Chat (WebSocket rooms)", "<table class=\"chat\">", "2 x 20",
                "liberty:26.0.0.3: most connections with sub-second delivery: 40", "<svg class=\"chart curve-chat\"");
    }

    @Test
    void everyCategoryHasABarChart() {
        for (String category : List.of("web", "jdbc", "modern-ee", "trade")) {
            Matcher section = Pattern.compile("<section class=\"category\" data-category=\"" + category
                    + "\">.*?</section>", Pattern.DOTALL).matcher(html);
            assertThat(section.find()).as("section of %s", category).isTrue();
            assertThat(section.group()).contains("<svg class=\"chart bar-chart\"", "<rect");
        }
        assertThat(html).contains("Web tier", "JDBC", "Modern EE", "Trade workload");
    }

    @Test
    void everyWorkloadOfEveryTargetIsInTheReport() {
        for (TargetResult target : results.targets()) {
            assertThat(html).contains(target.name());
            for (WorkloadResult workload : target.workloads()) {
                assertThat(html).contains(workload.name());
            }
        }
    }

    @Test
    void theUserWorkloadsShareOfFacesSessionsIsShownWhereTheSweepRanIt() {
        String withFaces = HtmlReport.render(ResultsFixture.withFacesShare(results, 10));

        assertThat(withFaces).contains("<th>User workload</th>",
                "10 % of the sessions on the Faces pages, the others on the JSP pages");
        assertThat(html).as("a sweep without the user workload (or an older file)").doesNotContain("User workload");
    }

    @Test
    void concurrencyAndSizeSweepsGetCurves() {
        assertThat(html).contains("Throughput versus concurrency", "<svg class=\"chart curve-threads\"", "<polyline");
        assertThat(html).contains("Throughput versus size", "<svg class=\"chart curve-size\"");
    }

    @Test
    void footprintLatencyAndFlagsAreShown() {
        assertThat(html).contains("Footprint", "12.5 s", "352.0 MiB", "Latency percentiles", "p99.9", "Flags",
                "n/a PingServlet2MDBQueue");
    }

    @Test
    void theProbesGcAllocationAndEngineFiguresHaveTheirTable() {
        WorkloadResult plain = ResultsFixture.workload("PingServlet", "web", 16, null, 1000, 1010, 990);
        List<RunResult> runs = plain.runs().stream().map(r -> new RunResult(r.index(), r.fork(), r.seconds(),
                r.requests(), r.errors(), r.timeouts(), r.inFlight(), r.stalled(), r.throughput(), r.latencyMs(),
                r.serverCpuCores(), r.serverCpuPercent(), r.serverCpuMsPerRequest(), r.driverCpuCores(),
                r.driverCpuPercent(), r.serverRssBytes(), r.round(),
                new ProbeFigures(1.5, 7.0, 3L, 20480.0, 96L << 20, 61, 0.95), Map.of("127.0.0.2", 55.0), r.position(),
                r.serverCpuShare(), r.targetsAtOnce())).toList();
        WorkloadResult probed = new WorkloadResult(plain.id(), plain.name(), plain.category(), plain.type(),
                plain.path(), plain.threads(), plain.rate(), plain.size(), plain.thinkTimeMs(), runs, plain.forks(),
                RunAnalyzer.summarize(runs, LatencyStats.histogram(List.of())), plain.requestMix(), plain.flags(),
                plain.requestsByEngine());

        String probedHtml = HtmlReport.render(ResultsFixture.results(ResultsFixture.target("tomcat:11.0.24",
                List.of(probed))));

        assertThat(html).doesNotContain("Server JVM and engines");
        assertThat(probedHtml).contains("Server JVM and engines", "<td>1.5</td><td>7.0</td><td>20.0</td>",
                "96.0 MiB", "<td>61</td>", "<td>0.950</td>", "<td>55%</td>");
    }

    @Test
    void howEachServerWarmUpPassEndedIsShown() {
        assertThat(html).contains("launch 1: server warm-up pass 95 s, settled, throughput trend +0.4 %/min at its end (allowed: +2.0 %/min)",
                "that ends once its throughput gains less than 2 % a minute");
        assertThat(TerminalSummary.render(results)).contains("launch 1: server warm-up pass 95 s, settled");
    }

    @Test
    void aPrimitiveTheTargetLacksIsNotAvailableAndItsKindSaysWhy() {
        assertThat(html).contains("<td colspan=\"7\" class=\"na\" title=\"PingServlet2MDBQueue: no message-driven beans"
                + " in this fixture\">n/a</td>", "lacks PingServlet2MDBQueue: no message-driven beans in this fixture");
    }

    @Test
    void eachDriverRunsCurveIsDrawnAndTheProvenanceIsShown() {
        assertThat(html).contains("Warm-up and steady state", "<svg class=\"sparkline\"", "abc123", "JMeter 5.6.3",
                "17.0.15 Debian", "ab12", "Full EJB3");
    }

    @Test
    void theRealisedMixOfMultiRequestWorkloadsIsShown() {
        assertThat(html).contains("Request mix", "<td>quotes</td><td>30</td><td>75%</td>");
    }

    @Test
    void theReportLoadsNothingFromElsewhere() {
        assertThat(html).doesNotContain("<script src", "<link", "http://cdn", "https://");
    }

    @Test
    void valuesAreEscaped() {
        String text = HtmlReport.render(ResultsFixture.results(ResultsFixture.target("liberty:<i>x",
                List.of(ResultsFixture.workload("Ping<script>", "web", 1, null, 10, 10, 10)))));

        assertThat(text).doesNotContain("<script>", "<i>x").contains("Ping&lt;script&gt;", "liberty:&lt;i&gt;x");
    }

    @Test
    void theTerminalSummaryHasALinePerWorkload() {
        String text = TerminalSummary.render(results);

        assertThat(text.lines().filter(l -> l.startsWith("PingServlet "))).hasSize(4);
        assertThat(text).contains("liberty:25.0.0.12", "startup 12.5 s", "PingServlet2MDBQueue", "n/a");
    }
}
