package io.daytrader.bench.compare;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsFixture;
import io.daytrader.bench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Side-by-side sweeps on a machine whose speed drifts: every round's speed is drawn anew (by up to +-30 %) and hits
 * both targets of the round alike, with 2 % of noise of their own.
 */
class PairedComparisonTest {

    private static final List<String> FILE = List.of("side-by-side/results.json");

    /** Round throughputs of two targets, the second {@code factor} times the first, under the same drift. */
    private static List<double[]>[] drifting(long seed, int rounds, double base, double factor) {
        Random random = new Random(seed);
        double[] a = new double[rounds];
        double[] b = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            double drift = 0.7 + 0.6 * random.nextDouble();
            a[r] = base * drift * (1 + 0.02 * random.nextGaussian());
            b[r] = base * factor * drift * (1 + 0.02 * random.nextGaussian());
        }
        @SuppressWarnings("unchecked")
        List<double[]>[] pair = new List[] {List.of(a), List.of(b)};
        return pair;
    }

    private static double[] constant(int rounds, double value) {
        double[] values = new double[rounds];
        java.util.Arrays.fill(values, value);
        return values;
    }

    /** Twenty workloads, each with rounds of two targets, the second {@code factor} times the first. */
    private static BenchResults sweep(double factor, long seed) {
        List<WorkloadResult> a = new ArrayList<>();
        List<WorkloadResult> b = new ArrayList<>();
        for (int w = 0; w < 20; w++) {
            List<double[]>[] pair = drifting(seed + w, 10, 1000 + 100 * w, factor);
            a.add(ResultsFixture.rounds("Ping" + w, 40, pair[0], List.of(constant(10, 0.5))));
            b.add(ResultsFixture.rounds("Ping" + w, 40, pair[1], List.of(constant(10, 0.5))));
        }
        return ResultsFixture.sideBySide(ResultsFixture.target("liberty:25.0.0.12", a),
                ResultsFixture.target("liberty:26.0.0.3", b));
    }

    @Test
    void theSameServerTwiceCallsNothingWhateverTheDrift() {
        Comparison comparison = Comparison.of(List.of(sweep(1.0, 7)), FILE, null);

        assertThat(comparison.rows()).allSatisfy(row -> {
            Comparison.Cell cell = row.cells().get(1);
            assertThat(cell.paired()).isTrue();
            assertThat(cell.figure()).isEqualTo(PairedFigure.THROUGHPUT.label());
            assertThat(cell.verdict()).as(row.label()).isEqualTo(Comparison.Verdict.SAME);
            assertThat(cell.halfWidthPercent()).as(row.label()).isLessThan(5);
        });
        Comparison.Summary summary = comparison.summaries().get(1);
        assertThat(summary.same()).isEqualTo(20);
        assertThat(summary.geometricMeanLow()).isLessThan(0);
        assertThat(summary.geometricMeanHigh()).isGreaterThan(0);
        assertThat(summary.medianMinimumDetectablePercent()).isLessThan(6);
    }

    @Test
    void aFivePercentLossIsCalledSlowerOnEveryRowWithItsSize() {
        Comparison comparison = Comparison.of(List.of(sweep(0.95, 11)), FILE, null);

        assertThat(comparison.rows()).allSatisfy(row -> {
            Comparison.Cell cell = row.cells().get(1);
            assertThat(cell.verdict()).as(row.label()).isEqualTo(Comparison.Verdict.WORSE);
            assertThat(cell.changePercent()).as(row.label()).isCloseTo(-5, within(3.0));
            assertThat(cell.changeLow()).isLessThan(cell.changePercent());
            assertThat(cell.changeHigh()).isGreaterThan(cell.changePercent()).isLessThan(0);
        });
        assertThat(comparison.summaries().get(1).geometricMeanChangePercent()).isCloseTo(-5, within(0.5));
        assertThat(comparison.summaries().get(1).geometricMeanHigh()).isLessThan(0);
        assertThat(comparison.anyWorse()).isTrue();
    }

    /**
     * Twenty workloads measured in two launches of both targets; in each launch the second target is {@code factor}
     * times the first times its own offset of that launch and workload (a pair of JVMs' luck, sd {@code launchSd}).
     */
    private static BenchResults twoLaunches(double factor, double launchSd, long seed) {
        Random offsets = new Random(seed);
        List<WorkloadResult> a = new ArrayList<>();
        List<WorkloadResult> b = new ArrayList<>();
        for (int w = 0; w < 20; w++) {
            List<double[]> aLaunches = new ArrayList<>();
            List<double[]> bLaunches = new ArrayList<>();
            for (int launch = 0; launch < 2; launch++) {
                double offset = Math.exp(launchSd * offsets.nextGaussian());
                List<double[]>[] pair = drifting(seed + 100L * launch + w, 8, 1000 + 100 * w, factor * offset);
                aLaunches.add(pair[0].get(0));
                bLaunches.add(pair[1].get(0));
            }
            a.add(ResultsFixture.rounds("Ping" + w, 40, aLaunches, List.of(constant(8, 0.5), constant(8, 0.5))));
            b.add(ResultsFixture.rounds("Ping" + w, 40, bLaunches, List.of(constant(8, 0.5), constant(8, 0.5))));
        }
        return ResultsFixture.sideBySide(ResultsFixture.target("liberty:26.0.0.3", a),
                ResultsFixture.target("liberty:26.0.0.3", b));
    }

    @Test
    void launchesThatDifferByAFewPercentWidenEveryRowButCallNothing() {
        Comparison comparison = Comparison.of(List.of(twoLaunches(1.0, 0.03, 5)), FILE, null);

        assertThat(comparison.rows()).allSatisfy(row -> {
            Comparison.Cell cell = row.cells().get(1);
            assertThat(cell.verdict()).as(row.label()).isEqualTo(Comparison.Verdict.SAME);
            assertThat(cell.pairedChange().launches()).isEqualTo(2);
            assertThat(cell.pairedChange().degreesOfFreedom()).as("pooled over the workloads").isGreaterThan(5);
        });
        assertThat(comparison.summaries().get(1).medianMinimumDetectablePercent()).isBetween(3.0, 8.0);
    }

    @Test
    void aFivePercentLossIsStillCalledThroughTheLaunchesOffsets() {
        Comparison comparison = Comparison.of(List.of(twoLaunches(0.95, 0.02, 9)), FILE, null);

        Comparison.Summary summary = comparison.summaries().get(1);
        assertThat(summary.worse()).isGreaterThanOrEqualTo(15);
        assertThat(summary.better()).isZero();
        assertThat(summary.geometricMeanChangePercent()).isCloseTo(-5, within(1.0));
    }

    @Test
    void aDriverBoundRowComparesServerCpuPerRequest() {
        double[] ceiling = {31000, 30500, 31200, 30900, 31100, 30800, 31000, 30700};
        WorkloadResult a = ResultsFixture.rounds("PingServlet", 95, List.of(ceiling),
                List.of(new double[] {0.030, 0.031, 0.029, 0.030, 0.030, 0.031, 0.029, 0.030}));
        WorkloadResult b = ResultsFixture.rounds("PingServlet", 95, List.of(ceiling),
                List.of(new double[] {0.033, 0.034, 0.032, 0.033, 0.033, 0.034, 0.032, 0.033}));
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sideBySide(
                ResultsFixture.target("a:1", List.of(a)), ResultsFixture.target("b:1", List.of(b)))), FILE, null);

        Comparison.Cell cell = comparison.rows().get(0).cells().get(1);
        assertThat(cell.figure()).isEqualTo(PairedFigure.CPU_PER_REQUEST.label());
        assertThat(cell.changePercent()).as("0.030 / 0.033 - 1").isCloseTo(-9.1, within(0.5));
        assertThat(cell.verdict()).isEqualTo(Comparison.Verdict.WORSE);
        assertThat(CompareReport.text(comparison)).contains("server CPU per request");
    }

    @Test
    void usersWithThinkTimeCompareCpuPerRequestWhileBothKeepUpAndRequestsPerSecondOnceOneFallsBehind() {
        double[] cpuA = constant(8, 0.5);
        double[] cpuB = constant(8, 0.6);
        WorkloadResult keptUpA = ResultsFixture.withUsers(ResultsFixture.rounds("PingSleep", 30,
                List.of(constant(8, 900)), List.of(cpuA)), 1000, 1000);
        WorkloadResult keptUpB = ResultsFixture.withUsers(ResultsFixture.rounds("PingSleep", 30,
                List.of(constant(8, 905)), List.of(cpuB)), 1000, 1000);
        WorkloadResult behindA = ResultsFixture.withUsers(ResultsFixture.rounds("PingSleep", 30,
                List.of(constant(8, 2000)), List.of(cpuA)), 5000, 1000);
        WorkloadResult behindB = ResultsFixture.withUsers(ResultsFixture.rounds("PingSleep", 30,
                List.of(constant(8, 3400)), List.of(cpuB)), 5000, 1000);
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sideBySide(
                ResultsFixture.target("platform", List.of(keptUpA, behindA)),
                ResultsFixture.target("virtual", List.of(keptUpB, behindB)))), FILE, null);

        Comparison.Cell keptUp = comparison.rows().get(0).cells().get(1);
        assertThat(keptUp.figure()).as("900 of the 1,000 req/s offered").isEqualTo(PairedFigure.CPU_PER_REQUEST.label());
        assertThat(keptUp.changePercent()).as("0.5 / 0.6 - 1").isCloseTo(-16.7, within(0.5));
        Comparison.Cell behind = comparison.rows().get(1).cells().get(1);
        assertThat(behind.figure()).as("2,000 of the 5,000 req/s offered").isEqualTo(PairedFigure.THROUGHPUT.label());
        assertThat(behind.changePercent()).as("3,400 / 2,000 - 1").isCloseTo(70, within(0.5));
        assertThat(behind.verdict()).isEqualTo(Comparison.Verdict.BETTER);
    }

    @Test
    void aBurstInOneRoundIsNotAChange() {
        double[] a = {1000, 1010, 990, 1005, 995, 1000, 1002, 998};
        double[] b = {1001, 1008, 992, 1003, 500, 1001, 1000, 999};
        Comparison comparison = Comparison.of(List.of(ResultsFixture.sideBySide(
                ResultsFixture.target("a:1", List.of(ResultsFixture.rounds("PingHtml", 40, List.of(a),
                        List.of(constant(8, 0.5))))),
                ResultsFixture.target("b:1", List.of(ResultsFixture.rounds("PingHtml", 40, List.of(b),
                        List.of(constant(8, 0.5))))))), FILE, null);

        Comparison.Cell cell = comparison.rows().get(0).cells().get(1);
        assertThat(cell.verdict()).isEqualTo(Comparison.Verdict.SAME);
        assertThat(cell.changePercent()).isCloseTo(0, within(1.0));
    }

    @Test
    void roundsOfDifferentSweepsAreNotPaired() {
        BenchResults first = sweep(1.0, 3);
        BenchResults second = sweep(1.0, 5);
        Comparison comparison = Comparison.of(List.of(
                ResultsFixture.sideBySide(first.targets().get(0)), ResultsFixture.sideBySide(second.targets().get(1))),
                List.of("a/results.json", "b/results.json"), null);

        assertThat(comparison.rows()).allSatisfy(row -> assertThat(row.cells().get(1).paired()).isFalse());
        assertThat(comparison.thresholdPercent()).isEqualTo(Comparison.SINGLE_LAUNCH_THRESHOLD);
    }

    @Test
    void theReportsDrawAForestPlotAndTheJsonCarriesEveryRow() throws Exception {
        Comparison comparison = Comparison.of(List.of(sweep(0.95, 11)), FILE, null);

        String html = CompareReport.html(comparison);
        assertThat(html).contains("<table class=\"forest-plot\"", "geometric mean", "MDE",
                "<span class=\"target\">liberty:26.0.0.3</span> against liberty:25.0.0.12: 0 faster, "
                        + "<span class=\"worse\">20 slower</span>, 0 same");
        assertThat(CompareReport.text(comparison)).contains("0 faster, 20 slower, 0 same; geometric mean -",
                "median minimum detectable effect", "Benjamini-Hochberg");

        Path file = Files.createTempFile("comparison", ".json");
        ComparisonJson.write(comparison, file);
        String json = Files.readString(file);
        assertThat(json).contains("\"schemaVersion\" : 2", "\"baseline\" : \"liberty:25.0.0.12\"",
                "\"verdict\" : \"worse\"", "\"halfWidthPercent\"", "\"minimumDetectablePercent\"", "\"test\" : \"", "\"figure\" : \"req/s\"",
                "\"geometricMeanLow\"");
        Files.delete(file);
    }
}
