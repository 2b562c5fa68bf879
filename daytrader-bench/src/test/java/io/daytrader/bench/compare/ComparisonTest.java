package io.daytrader.bench.compare;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.ResultsFixture;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ComparisonTest {

    private static final List<String> FILES = List.of("a/results.json", "b/results.json");

    private static Comparison.Row row(Comparison comparison, String label) {
        return comparison.rows().stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow();
    }

    private static Comparison compare(BenchResults a, BenchResults b) {
        return Comparison.of(List.of(a, b), FILES, null);
    }

    @Test
    void chatRunsOfTheSameShapeStandSideBySide() {
        Comparison comparison = compare(ResultsFixture.sweep("liberty:25.0.0.12", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1));

        assertThat(comparison.chat()).extracting(Comparison.ChatRow::shape)
                .containsExactly("chat 2 x 5 @10.0/s 100 B", "chat 2 x 20 @10.0/s 100 B");
        assertThat(comparison.chat().get(1).cells()).flatExtracting(runs -> runs.stream().map(ChatResult::score).toList())
                .containsExactly(380.0, 380.0);
        assertThat(CompareReport.text(comparison)).contains("chat 2 x 20 @10.0/s 100 B", "380, 4.0, 0");
        assertThat(CompareReport.html(comparison)).contains("<table class=\"chat\">");
    }

    @Test
    void everyLaunchOfAChatShapeShowsItsScore() {
        BenchResults twoLaunches = ResultsFixture.results(ResultsFixture.target("liberty:26.0.0.3",
                ResultsFixture.sweep("x:1", 1).targets().get(0).workloads(),
                List.of(ResultsFixture.chat(20), ResultsFixture.chat(20))));
        Comparison comparison = compare(ResultsFixture.sweep("liberty:25.0.0.12", 1), twoLaunches);

        assertThat(comparison.chat().get(1).cells().get(1)).hasSize(2);
        assertThat(CompareReport.text(comparison)).contains("380 / 380, 4.0 / 4.0, 0");
    }

    @Test
    void aClearChangeIsCalledWithItsInterval() {
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sweep("liberty:25.0.0.12", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1.2)), FILES, 5.0);

        Comparison.Cell cell = row(comparison, "PingServlet @8").cells().get(1);
        assertThat(cell.changePercent()).isCloseTo(20.0, within(1e-9));
        assertThat(cell.verdict()).isEqualTo(Comparison.Verdict.BETTER);
        assertThat(cell.changeLow()).isGreaterThan(0).isLessThan(20);
        assertThat(cell.changeHigh()).isGreaterThan(20);
        assertThat(row(comparison, "PingServlet @8").cells().get(0).verdict()).isEqualTo(Comparison.Verdict.BASELINE);
        assertThat(cell.percentOfBest()).isCloseTo(100, within(1e-9));
        assertThat(comparison.summaries().get(1).geometricMeanChangePercent()).isCloseTo(20.0, within(1e-6));
        assertThat(comparison.summaries().get(1).better()).isEqualTo(5);
        assertThat(row(comparison, "TradeScenario @8").cells().get(1).verdict())
                .as("+20 %% on windows that spread 20 %%").isEqualTo(Comparison.Verdict.SAME);
    }

    @Test
    void aChangeWhoseIntervalHoldsZeroIsNoChange() {
        Comparison comparison = compare(ResultsFixture.sweep("liberty:25.0.0.12", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1.05));

        Comparison.Cell scenario = row(comparison, "TradeScenario @8").cells().get(1);
        assertThat(scenario.changePercent()).isCloseTo(5.0, within(1e-9));
        assertThat(scenario.changeLow()).isLessThan(0);
        assertThat(scenario.verdict()).isEqualTo(Comparison.Verdict.SAME);
    }

    @Test
    void aChangeBelowTheThresholdIsNoChangeEvenWhenItsIntervalExcludesZero() {
        Comparison single = compare(ResultsFixture.sweep("a:1", 1), ResultsFixture.sweep("b:1", 1.03));
        assertThat(single.thresholdPercent()).isEqualTo(Comparison.SINGLE_LAUNCH_THRESHOLD);
        assertThat(row(single, "PingServlet @1").cells().get(1).verdict()).isEqualTo(Comparison.Verdict.SAME);

        Comparison strict = Comparison.of(List.of(ResultsFixture.sweep("a:1", 1), ResultsFixture.sweep("b:1", 1.03)),
                FILES, 1.0);
        assertThat(row(strict, "PingServlet @1").cells().get(1).verdict()).isEqualTo(Comparison.Verdict.BETTER);
    }

    @Test
    void aFigureThatDoesNotHoldStillIsNotCalledWhateverItsInterval() {
        WorkloadResult base = ResultsFixture.workload("PingServlet", "web", 8, null, 1000, 1001, 999);
        WorkloadResult slower = ResultsFixture.workload("PingServlet", "web", 8, null, 500, 501, 499);
        WorkloadResult noisy = new WorkloadResult(slower.id(), slower.name(), slower.category(), slower.type(),
                slower.path(), slower.threads(), slower.rate(), slower.size(), slower.thinkTimeMs(), slower.runs(),
                slower.forks(), slower.summary(), slower.requestMix(), List.of("noisy"), slower.requestsByEngine());

        Comparison.Cell called = compare(ResultsFixture.results(ResultsFixture.target("a:1", List.of(base))),
                ResultsFixture.results(ResultsFixture.target("b:1", List.of(slower)))).rows().get(0).cells().get(1);
        Comparison.Cell notCalled = compare(ResultsFixture.results(ResultsFixture.target("a:1", List.of(base))),
                ResultsFixture.results(ResultsFixture.target("b:1", List.of(noisy)))).rows().get(0).cells().get(1);

        assertThat(called.verdict()).isEqualTo(Comparison.Verdict.WORSE);
        assertThat(notCalled.changePercent()).isCloseTo(-50.0, within(0.1));
        assertThat(notCalled.verdict()).isEqualTo(Comparison.Verdict.UNSETTLED);
    }

    @Test
    void aNoisyFigureOfSeveralLaunchesIsCalledOnItsInterval() {
        WorkloadResult base = ResultsFixture.workload("PingServlet", "web", 8, null,
                List.of(new double[] {1000, 1001, 999}, new double[] {1000, 1002, 998}));
        WorkloadResult slower = ResultsFixture.workload("PingServlet", "web", 8, null,
                List.of(new double[] {500, 540, 460}, new double[] {520, 480, 500}));
        WorkloadResult noisy = new WorkloadResult(slower.id(), slower.name(), slower.category(), slower.type(),
                slower.path(), slower.threads(), slower.rate(), slower.size(), slower.thinkTimeMs(), slower.runs(),
                slower.forks(), slower.summary(), slower.requestMix(), List.of("noisy"), slower.requestsByEngine());

        Comparison.Cell cell = compare(ResultsFixture.results(ResultsFixture.target("a:1", List.of(base))),
                ResultsFixture.results(ResultsFixture.target("b:1", List.of(noisy)))).rows().get(0).cells().get(1);

        assertThat(cell.verdict()).isEqualTo(Comparison.Verdict.WORSE);
    }

    @Test
    void launchToLaunchVarianceWidensTheInterval() {
        WorkloadResult steadyBase = ResultsFixture.workload("PingServlet", "web", 8, null,
                List.of(new double[] {1000, 1001, 999}, new double[] {1000, 1001, 999}, new double[] {1000, 1002, 998}));
        WorkloadResult launchesDiffer = ResultsFixture.workload("PingServlet", "web", 8, null,
                List.of(new double[] {960, 961, 959}, new double[] {1080, 1081, 1079}, new double[] {1010, 1011, 1009}));
        Comparison comparison = compare(ResultsFixture.results(ResultsFixture.target("a:1", List.of(steadyBase))),
                ResultsFixture.results(ResultsFixture.target("b:1", List.of(launchesDiffer))));

        Comparison.Cell cell = comparison.rows().get(0).cells().get(1);
        assertThat(comparison.thresholdPercent()).isEqualTo(Comparison.MULTI_LAUNCH_THRESHOLD);
        assertThat(cell.changeLow()).isLessThan(0);
        assertThat(cell.changeHigh()).isGreaterThan(2);
        assertThat(cell.verdict()).isEqualTo(Comparison.Verdict.SAME);
    }

    @Test
    void aPrimitiveTheTargetLacksIsNotAvailableNotZero() {
        TargetResult lacking = ResultsFixture.target("tomcat:11", List.of(
                ResultsFixture.workload("PingServlet", "web", 8, null, 5000, 5100, 4900)));
        TargetResult full = ResultsFixture.target("liberty:26", List.of(
                ResultsFixture.workload("PingServlet", "web", 8, null, 5000, 5100, 4900),
                ResultsFixture.workload("PingServlet2MDBQueue", "jms", 8, null, 500, 510, 490)));

        Comparison comparison = compare(ResultsFixture.results(full), ResultsFixture.results(lacking));

        Comparison.Cell queue = row(comparison, "PingServlet2MDBQueue @8").cells().get(1);
        assertThat(queue.state()).isEqualTo(Comparison.Cell.NOT_AVAILABLE);
        assertThat(queue.median()).isNull();
        assertThat(CompareReport.text(comparison)).contains("n/a");
        assertThat(comparison.summaries().get(1).compared()).isEqualTo(1);
    }

    @Test
    void flaggedCellsAreLeftOutOfTheGeometricMean() {
        WorkloadResult flagged = ResultsFixture.workload("PingJDBCRead", "jdbc", 8, null, 4000, 4010, 3990);
        flagged = new WorkloadResult(flagged.id(), flagged.name(), flagged.category(), flagged.type(), flagged.path(),
                flagged.threads(), flagged.rate(), flagged.size(), 0, flagged.runs(), flagged.forks(), flagged.summary(),
                flagged.requestMix(), List.of("errors"), Map.of());
        Comparison comparison = compare(ResultsFixture.results(ResultsFixture.target("a:1", List.of(
                        ResultsFixture.workload("PingServlet", "web", 8, null, 5000, 5100, 4900),
                        ResultsFixture.workload("PingJDBCRead", "jdbc", 8, null, 2000, 2010, 1990)))),
                ResultsFixture.results(ResultsFixture.target("b:1", List.of(
                        ResultsFixture.workload("PingServlet", "web", 8, null, 5500, 5610, 5390), flagged))));

        Comparison.Summary summary = comparison.summaries().get(1);
        assertThat(summary.compared()).isEqualTo(1);
        assertThat(summary.leftOut()).isEqualTo(1);
        assertThat(summary.geometricMeanChangePercent()).isCloseTo(10.0, within(1e-6));
        assertThat(CompareReport.html(comparison)).contains("errors", "1 left out");
    }

    @Test
    void differentSettingsAreReported() {
        Comparison comparison = compare(ResultsFixture.sweep("a:1", 1),
                ResultsFixture.withProfile(ResultsFixture.sweep("b:1", 1), "full"));

        assertThat(comparison.differences()).singleElement().asString().contains("profile", "quick", "full");
        assertThat(CompareReport.html(comparison)).contains("class=\"warning\"");
    }

    @Test
    void differentSharesOfFacesSessionsAreReportedButAnOlderFileIsNotHeldAgainstANewOne() {
        BenchResults jsp = ResultsFixture.withFacesShare(ResultsFixture.sweep("a:1", 1), 0);
        BenchResults classic = ResultsFixture.withFacesShare(ResultsFixture.sweep("b:1", 1), 10);

        assertThat(Comparability.differences(List.of(jsp, classic), List.of("jsp", "classic"))).singleElement()
                .asString().contains("Faces", "0 in jsp", "10 in classic");
        assertThat(Comparability.differences(List.of(ResultsFixture.sweep("a:1", 1), classic),
                List.of("older", "classic"))).isEmpty();
    }

    @Test
    void sameTargetNamesAreToldApartByFile() {
        Comparison comparison = compare(ResultsFixture.sweep("liberty:26.0.0.3", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1));

        assertThat(comparison.columns()).extracting(Comparison.Column::name)
                .containsExactly("liberty:26.0.0.3", "liberty:26.0.0.3 (file 2, target 2)");
    }

    @Test
    void oneTargetIsNothingToCompare() {
        assertThatThrownBy(() -> Comparison.of(List.of(ResultsFixture.sweep("liberty:26.0.0.3", 1)), List.of("a"), null))
                .hasMessageContaining("at least two targets");
    }

    @Test
    void twoConnectorsCompareSideBySide() {
        BenchResults nio = ResultsFixture.withConnector(ResultsFixture.sweep("tomee:9.0.0", 1), "io=nio");
        BenchResults nio2 = ResultsFixture.withConnector(ResultsFixture.sweep("tomee:9.0.0", 1.1), "io=nio2");

        assertThat(Comparability.differences(List.of(nio, nio2), List.of("nio", "nio2"))).isEmpty();
        String html = CompareReport.html(compare(nio, nio2));
        assertThat(html).contains("<th>HTTP connector</th>", "<td>io=nio</td>", "<td>io=nio2</td>");
    }

    @Test
    void eachTargetsJdkAndCollectorHaveAColumn() {
        Comparison comparison = compare(ResultsFixture.sweep("tomcat:11.0.24", 1), ResultsFixture.sweep("tomcat:11.0.24",
                1.1));

        assertThat(comparison.columns()).extracting(Comparison.Column::jdk).containsOnly("17.0.15 Debian");
        assertThat(comparison.columns()).extracting(Comparison.Column::gc).containsOnly("G1");
        assertThat(CompareReport.html(comparison)).contains("<th>JDK</th><th>GC</th>", "<td>17.0.15 Debian</td><td>G1</td>");
        assertThat(CompareReport.text(comparison)).contains("connector default, JDK 17.0.15 Debian, GC G1");
    }

    @Test
    void theReportsShowEveryWorkloadTheColumnsAndTheSummary() {
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sweep("liberty:25.0.0.12", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1.2)), FILES, 5.0);

        String html = CompareReport.html(comparison);
        String text = CompareReport.text(comparison);

        assertThat(html).contains("PingJDBCRead @8", "PingJsonWrite size 65536 @8", "+20.0%", "geometric mean",
                "p99 ms", "CPU ms/req", "<th>JPA</th>", "bundled", "<svg class=\"chart bar-chart\"",
                "data-category=\"trade\"");
        assertThat(text).contains("PingServlet @1", "+20.0%", "geometric mean", "5 faster, 0 slower, 1 same");
    }
}
