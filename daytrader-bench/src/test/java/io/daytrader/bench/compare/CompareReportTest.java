package io.daytrader.bench.compare;

import io.daytrader.bench.report.ComparisonHtml;
import io.daytrader.bench.results.ResultsFixture;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The comparison's page with three targets: the verdict first, then a table per target against the baseline. */
class CompareReportTest {

    private static TargetResult target(String name, double factor) {
        List<WorkloadResult> workloads = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            double[] rounds = new double[8];
            double[] cpu = new double[8];
            for (int r = 0; r < rounds.length; r++) {
                rounds[r] = (1000 + 100 * w) * factor * (1 + 0.01 * ((r * 7 + w) % 5 - 2));
                cpu[r] = 0.5;
            }
            workloads.add(ResultsFixture.rounds("Ping" + w, 40, List.of(rounds), List.of(cpu)));
        }
        return ResultsFixture.target(name, workloads);
    }

    private final Comparison comparison = Comparison.of(List.of(ResultsFixture.sideBySide(
            target("liberty:26.0.0.3", 1), target("liberty:25.0.0.12", 0.8), target("wildfly:39.0.1.Final", 1.25))),
            List.of("three/results.json"), null);
    private final String html = CompareReport.html(comparison);

    @Test
    void theVerdictOfEachTargetAndTheForestPlotComeFirst() {
        assertThat(html).containsSubsequence("<h1>", "<p class=\"verdict-line\"><span class=\"target\">liberty:25.0.0.12",
                "<span class=\"worse\">4 slower</span>", "<p class=\"verdict-line\"><span class=\"target\">wildfly",
                "<span class=\"better\">4 faster</span>", "<table class=\"forest-plot\">", "<h3>Targets</h3>",
                "<table class=\"comparison\">", "How a change is called", "data-category=\"web\"");
        assertThat(html).containsOnlyOnce("<table class=\"forest-plot\">")
                .contains("<th colspan=\"2\">liberty:25.0.0.12 against liberty:26.0.0.3</th>",
                        "<th colspan=\"2\">wildfly:39.0.1.Final against liberty:26.0.0.3</th>");
    }

    @Test
    void eachTargetHasATableAgainstTheBaselineAlone() {
        assertThat(html.split("<table class=\"comparison\">", -1)).hasSize(3);
        assertThat(html).containsSubsequence("<h3>liberty:25.0.0.12 against liberty:26.0.0.3</h3>",
                "<th>liberty:26.0.0.3<br>req/s [95 % CI]</th><th>liberty:25.0.0.12<br>req/s [95 % CI]</th>",
                "<h3>wildfly:39.0.1.Final against liberty:26.0.0.3</h3>",
                "<th>liberty:26.0.0.3<br>req/s [95 % CI]</th><th>wildfly:39.0.1.Final<br>req/s [95 % CI]</th>");
    }

    @Test
    void theSweepsPageGetsTheVerdictAndTheDetailsApart() {
        ComparisonHtml parts = CompareReport.forPage(comparison);

        assertThat(parts.verdict()).contains("verdict-line", "forest-plot").doesNotContain("<table class=\"comparison\">");
        assertThat(parts.details()).contains("<table class=\"comparison\">", "How a change is called")
                .doesNotContain("forest-plot");
    }

    @Test
    void theTerminalLineIsTheVerdictLineWithoutMarkup() {
        assertThat(CompareReport.summaryLine(comparison, 1)).startsWith(
                "liberty:25.0.0.12 against liberty:26.0.0.3: 0 faster, 4 slower, 0 same; geometric mean -20.0% [");
    }
}
