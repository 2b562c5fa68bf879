package io.daytrader.bench.compare;

import io.daytrader.bench.results.ResultsFixture;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class ComparisonTest {

    private static Comparison.Row row(Comparison comparison, String label) {
        return comparison.rows().stream().filter(r -> r.label().equals(label)).findFirst().orElseThrow();
    }

    @Test
    void changesAreAgainstTheFirstTargetAndPercentOfBestAgainstTheBest() {
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sweep("liberty:25.0.0.12", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1.2)));

        Comparison.Row servlet = row(comparison, "PingServlet @8");
        assertThat(servlet.cells().get(0).changePercent()).isEqualTo(0.0);
        assertThat(servlet.cells().get(1).changePercent()).isCloseTo(20.0, within(1e-9));
        assertThat(servlet.cells().get(1).noChange()).isFalse();
        assertThat(servlet.cells().get(0).percentOfBest()).isCloseTo(100 / 1.2, within(1e-9));
        assertThat(servlet.cells().get(1).percentOfBest()).isCloseTo(100, within(1e-9));
        assertThat(comparison.averageChangePercent().get(1)).isCloseTo(20.0 * 5 / 6, within(1e-9));
    }

    @Test
    void aChangeWithinTheSpreadIsNoChange() {
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sweep("liberty:25.0.0.12", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1.05)));

        Comparison.Row scenario = row(comparison, "TradeScenario @8");
        assertThat(scenario.cells().get(1).changePercent()).isCloseTo(5.0, within(1e-9));
        assertThat(scenario.cells().get(1).noChange()).isTrue();
        assertThat(row(comparison, "PingServlet @8").cells().get(1).noChange()).isFalse();
    }

    @Test
    void sameTargetNamesAreToldApartByFile() {
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sweep("liberty:26.0.0.3", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1)));

        assertThat(comparison.targets()).containsExactly("liberty:26.0.0.3", "liberty:26.0.0.3 (file 2, target 2)");
    }

    @Test
    void oneTargetIsNothingToCompare() {
        assertThatThrownBy(() -> Comparison.of(List.of(ResultsFixture.sweep("liberty:26.0.0.3", 1))))
                .hasMessageContaining("at least two targets");
    }

    @Test
    void theReportsShowEveryWorkloadAndTheAverage() {
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sweep("liberty:25.0.0.12", 1),
                ResultsFixture.sweep("liberty:26.0.0.3", 1.2)));

        String html = CompareReport.html(comparison, List.of("a/results.json", "b/results.json"));
        String text = CompareReport.text(comparison);

        assertThat(html).contains("PingJDBCRead @8", "PingJsonWrite size 65536 @8", "+20.0%", "average change",
                "<svg class=\"chart bar-chart\"", "data-category=\"trade\"");
        assertThat(text).contains("PingServlet @1", "+20.0%", "average change", "+16.7%");
    }
}
