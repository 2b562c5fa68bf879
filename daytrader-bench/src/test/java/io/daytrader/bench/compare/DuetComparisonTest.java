package io.daytrader.bench.compare;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsFixture;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Duet sweeps on a machine whose speed swings by up to +-30 % from window to window: the swing hits every target loaded
 * in the window alike; each launch of a target has its own speed (1 %), each window 2 % of noise per side. Three
 * launches per target, crossed as the duet crosses them (block k loads the baseline's launch k mod 3 and the other
 * targets' launch (k mod 3 + k div 3) mod 3).
 */
class DuetComparisonTest {

    private static final List<String> FILE = List.of("duet/results.json");
    private static final int LAUNCHES = ResultsFixture.DUET_LAUNCHES;
    private static final int WINDOWS = LAUNCHES * LAUNCHES;

    /** Twenty workloads of {@code factors.length} targets; target t is {@code factors[t]} times the first. */
    private static BenchResults sweep(long seed, double... factors) {
        double[][] perWorkload = new double[factors.length][20];
        for (int t = 0; t < factors.length; t++) {
            java.util.Arrays.fill(perWorkload[t], factors[t]);
        }
        return ResultsFixture.duetSweep(seed, perWorkload);
    }

    @Test
    void theSameServerTwiceCallsNothingAndSaysWhatItCouldHaveSeen() {
        Comparison comparison = Comparison.of(List.of(sweep(3, 1.0, 1.0)), FILE, null);

        assertThat(comparison.duet()).isTrue();
        assertThat(comparison.rows()).allSatisfy(row -> {
            Comparison.Cell cell = row.cells().get(1);
            assertThat(cell.paired()).isTrue();
            assertThat(cell.verdict()).as(row.label()).isEqualTo(Comparison.Verdict.SAME);
            assertThat(cell.pairedChange().rounds()).isEqualTo(WINDOWS);
            assertThat(cell.pairedChange().launches()).isEqualTo(LAUNCHES);
            assertThat(cell.minimumDetectablePercent()).as(row.label()).isGreaterThan(cell.halfWidthPercent());
        });
        assertThat(CompareReport.text(comparison)).contains("Duet rows", "80 % probability");
    }

    @Test
    void aTenPercentLossIsCalledDespiteTheSwingsAndTheLaunches() {
        Comparison comparison = Comparison.of(List.of(sweep(5, 1.0, 0.9)), FILE, null);

        Comparison.Summary summary = comparison.summaries().get(1);
        assertThat(summary.worse()).isGreaterThanOrEqualTo(17);
        assertThat(summary.better()).isZero();
        assertThat(summary.geometricMeanLow()).isLessThan(-10);
        assertThat(summary.geometricMeanHigh()).isGreaterThan(-10);
    }

    @Test
    void aFivePercentLossIsSeenInTheGeometricMeanWhereSingleRowsCannotCallIt() {
        Comparison comparison = Comparison.of(List.of(sweep(6, 1.0, 0.95)), FILE, null);

        Comparison.Summary summary = comparison.summaries().get(1);
        assertThat(summary.better()).isZero();
        assertThat(summary.geometricMeanLow()).isLessThan(-5);
        assertThat(summary.geometricMeanHigh()).isGreaterThan(-5).isLessThan(0);
    }

    @Test
    void oneTargetsRealChangesDoNotLetAnotherTargetsChanceDifferencesBeCalled() {
        Comparison comparison = Comparison.of(List.of(sweep(9, 1.0, 0.8, 1.0)), FILE, null);

        assertThat(comparison.summaries().get(1).worse()).isEqualTo(20);
        assertThat(comparison.summaries().get(2).better() + comparison.summaries().get(2).worse()).isZero();
    }

    @Test
    void targetsThatKeepTheSharedCpuBusyAreComparedByCpuPerRequestAndIdleOnesByReqPerSecond() {
        int[] launches = {1, 2, 3, 1, 2, 3, 1, 2, 3};
        double[] throughputs = {1000, 1010, 990, 1000, 1005, 995, 1000, 1002, 998};
        double[] busy = java.util.Arrays.stream(throughputs).map(t -> ResultsFixture.HALF_A_CORE_MS / t).toArray();
        double[] idle = java.util.Arrays.stream(throughputs).map(t -> 200 / t).toArray();

        assertThat(PairedFigure.of(ResultsFixture.duetWindows("Ping", 40, launches, throughputs, busy),
                ResultsFixture.duetWindows("Ping", 40, launches, throughputs, busy)))
                .isEqualTo(PairedFigure.CPU_PER_REQUEST);
        assertThat(PairedFigure.of(ResultsFixture.duetWindows("Ping", 40, launches, throughputs, idle),
                ResultsFixture.duetWindows("Ping", 40, launches, throughputs, idle)))
                .isEqualTo(PairedFigure.THROUGHPUT);
    }
}
