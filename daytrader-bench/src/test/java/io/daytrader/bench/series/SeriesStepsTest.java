package io.daytrader.bench.series;

import io.daytrader.bench.compare.Comparison;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsFixture;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SeriesStepsTest {

    private static final int WORKLOADS = 12;

    /** Targets 0..n-1 with every workload at speed 1, but workload {@code changed} at {@code factor} from target {@code from}. */
    private static BenchResults series(long seed, int targets, int changed, int from, double factor) {
        double[][] factors = new double[targets][WORKLOADS];
        for (int t = 0; t < targets; t++) {
            Arrays.fill(factors[t], 1.0);
            if (t >= from) {
                factors[t][changed] = factor;
            }
        }
        return ResultsFixture.duetSweep(seed, factors);
    }

    @Test
    void theOneStepThatChangedIsCalledBetweenTheRightTargetsAndNoOtherIs() {
        SeriesSteps steps = SeriesSteps.of(series(11, 4, 3, 2, 0.90));

        assertThat(steps.labels()).containsExactly("0", "1", "2", "3");
        assertThat(steps.steps()).hasSize(3 * WORKLOADS).allMatch(SeriesSteps.Step::paired);
        assertThat(steps.called()).singleElement().satisfies(step -> {
            assertThat(step.workload()).isEqualTo("Ping3 @16");
            assertThat(step.fromLabel()).isEqualTo("1");
            assertThat(step.toLabel()).isEqualTo("2");
            assertThat(step.lowPercent()).isLessThan(-10).as("holds -10 %");
            assertThat(step.highPercent()).isGreaterThan(-10);
            assertThat(step.sentence()).startsWith("Ping3 @16: -").contains(" from 1 to 2");
        });
    }

    /**
     * Series of five identical targets (4 steps x 12 workloads each): under the false-discovery control over all 48
     * steps, a series with any step called should be about 5 % of them; 7 or more of 40 has a chance of 0.4 % at 5 %.
     */
    @Test
    void identicalTargetsRarelyGetAStepCalled() {
        int withACall = 0;
        for (long seed = 100; seed < 140; seed++) {
            if (!SeriesSteps.of(series(seed, 5, 0, 0, 1.0)).called().isEmpty()) {
                withACall++;
            }
        }
        assertThat(withACall).isLessThanOrEqualTo(6);
    }

    /** A series of five run as two groups that share the third target: the same steps, the changes chained. */
    @Test
    void groupsThatShareATargetChainIntoOneSeries() {
        BenchResults all = series(11, 5, 3, 3, 0.90);
        SeriesSteps whole = SeriesSteps.of(all);
        SeriesSteps chained = SeriesSteps.chained(List.of(subset(all, 0, 3), subset(all, 2, 5)));

        assertThat(chained.labels()).containsExactly("0", "1", "2", "3", "4");
        assertThat(chained.steps()).extracting(SeriesSteps.Step::sentence)
                .containsExactlyInAnyOrderElementsOf(whole.steps().stream().map(SeriesSteps.Step::sentence).toList());
        assertThat(chained.called()).singleElement().satisfies(s -> assertThat(s.sentence()).contains("from 2 to 3"));
        SeriesSteps.Line direct = whole.lines().get(3);
        SeriesSteps.Line viaShared = chained.lines().get(3);
        assertThat(viaShared.workload()).isEqualTo("Ping3 @16");
        assertThat(viaShared.changePercent().get(4)).isCloseTo(direct.changePercent().get(4),
                org.assertj.core.api.Assertions.within(0.5));
        assertThat(viaShared.lowPercent().get(4)).isLessThan(viaShared.changePercent().get(4));
        assertThat(viaShared.highPercent().get(4)).isGreaterThan(viaShared.changePercent().get(4));
    }

    private static BenchResults subset(BenchResults results, int from, int to) {
        return new BenchResults(results.schemaVersion(), results.tool(), results.startedAt(), results.finishedAt(),
                results.settings(), results.machine(), results.provenance(), results.targets().subList(from, to),
                results.windows());
    }

    @Test
    void twoTargetsOrTargetsOfDifferentKindsAreNoSeries() {
        assertThat(SeriesSteps.of(series(1, 2, 0, 1, 0.9))).isNull();
        BenchResults three = series(1, 3, 0, 1, 0.9);
        assertThat(SeriesSteps.isSeries(three)).isTrue();
    }

    @Test
    void targetsAreToldApartByVersionThenJdkThenName() {
        Comparison.Column a = new Comparison.Column("tomcat:11.0.9", "tomcat", "11.0.9", null, null, null, "17", null, 2, "f");
        Comparison.Column b = new Comparison.Column("tomcat:11.0.13", "tomcat", "11.0.13", null, null, null, "17", null, 2, "f");
        Comparison.Column c = new Comparison.Column("tomcat:11.0.13 (target 3)", "tomcat", "11.0.13", null, null, null, "25",
                null, 2, "f");

        assertThat(SeriesSteps.labels(List.of(a, b))).containsExactly("11.0.9", "11.0.13");
        assertThat(SeriesSteps.labels(List.of(b, c))).containsExactly("17", "25");
        assertThat(SeriesSteps.labels(List.of(a, b, c))).containsExactly("tomcat:11.0.9", "tomcat:11.0.13",
                "tomcat:11.0.13 (target 3)");
    }

    @Test
    void theSectionSaysTheCalledStepsFirst() {
        BenchResults results = series(11, 4, 3, 2, 0.90);
        SeriesSteps steps = SeriesSteps.of(results);

        assertThat(SeriesSection.text(steps)).startsWith("Series 0 -> 1 -> 2 -> 3: 1 of 36 steps called:")
                .contains("  Ping3 @16: -");
        assertThat(SeriesSection.html(steps)).contains("Steps called", "class=\"mark\"", "Ping3 @16");
    }
}
