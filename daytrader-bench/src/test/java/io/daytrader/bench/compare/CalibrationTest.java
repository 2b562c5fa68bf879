package io.daytrader.bench.compare;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsFixture;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CalibrationTest {

    /**
     * By hand, 19 of 20: p = 0.95, z^2 = 3.8415; centre (0.95 + 3.8415 / 40) / (1 + 3.8415 / 20) = 0.8775, half-width
     * 1.96 x sqrt(0.95 x 0.05 / 20 + 3.8415 / 1600) / 1.19207 = 0.1136: [0.7639, 0.9911].
     */
    @Test
    void theCoverageIntervalIsWilsons() {
        double[] interval = Calibration.wilson(19, 20);

        assertThat(interval[0]).isCloseTo(0.7639, within(1e-4));
        assertThat(interval[1]).isCloseTo(0.9911, within(1e-4));
    }

    /**
     * An A/A duet of twenty rows (three launches each, crossed, each launch with a speed of its own: 2 %), the machine
     * swinging by up to +-30 % a window.
     */
    private static BenchResults aa(long seed, double otherFactor) {
        Random random = new Random(seed);
        List<WorkloadResult> a = new ArrayList<>();
        List<WorkloadResult> b = new ArrayList<>();
        for (int w = 0; w < 20; w++) {
            double[] speedA = new double[3];
            double[] speedB = new double[3];
            for (int l = 0; l < 3; l++) {
                speedA[l] = Math.exp(0.02 * random.nextGaussian());
                speedB[l] = Math.exp(0.02 * random.nextGaussian());
            }
            int[] launchesA = new int[9];
            int[] launchesB = new int[9];
            double[] ta = new double[9];
            double[] tb = new double[9];
            for (int k = 0; k < 9; k++) {
                launchesA[k] = k % 3 + 1;
                launchesB[k] = (k % 3 + k / 3) % 3 + 1;
                double drift = 0.7 + 0.6 * random.nextDouble();
                ta[k] = 1000 * speedA[launchesA[k] - 1] * drift * (1 + 0.03 * random.nextGaussian());
                tb[k] = 1000 * otherFactor * speedB[launchesB[k] - 1] * drift * (1 + 0.03 * random.nextGaussian());
            }
            a.add(ResultsFixture.duetWindows("Ping" + w, 40, launchesA, ta, halfACore(ta)));
            b.add(ResultsFixture.duetWindows("Ping" + w, 40, launchesB, tb, halfACore(tb)));
        }
        return ResultsFixture.duet(ResultsFixture.target("liberty:26.0.0.3", a), ResultsFixture.target("liberty:26.0.0.3", b));
    }

    /** The CPU ms per request of a side that keeps half of the server's core busy. */
    private static double[] halfACore(double[] throughputs) {
        return Arrays.stream(throughputs).map(t -> 500 / t).toArray();
    }

    @Test
    void repeatedAaRunsGiveTheCoverageTheFalseCallsAndThePValuesUniformity() {
        List<BenchResults> files = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int f = 0; f < 10; f++) {
            files.add(aa(100 + f, 1.0));
            names.add("aa" + f + "/results.json");
        }

        Calibration calibration = Calibration.of(files, names);

        assertThat(calibration.rows()).isEqualTo(200);
        assertThat(calibration.coverage()).isBetween(0.92, 1.0);
        assertThat(calibration.falseCalls()).isLessThanOrEqualTo(10);
        assertThat(calibration.uniformityPValue()).as("p-values of null rows are uniform").isGreaterThan(0.001);
        assertThat(calibration.perFile()).hasSize(10).allSatisfy(file -> assertThat(file.rows()).isEqualTo(20));
        assertThat(calibration.text()).contains("coverage of the 95 % intervals", "false calls", "Kolmogorov-Smirnov");
    }

    @Test
    void aRealChangeShowsAsIntervalsThatMissZero() {
        Calibration calibration = Calibration.of(List.of(aa(7, 0.8)), List.of("changed/results.json"));

        assertThat(calibration.coverage()).isLessThan(0.2);
        assertThat(calibration.meanSquaredZ()).isGreaterThan(4);
    }

    @Test
    void onlyTargetsOfTheBaselinesSetupCount() {
        BenchResults three = aa(3, 1.0);
        TargetResult other = ResultsFixture.target("liberty:25.0.0.12", three.targets().get(1).workloads());
        BenchResults withOther = ResultsFixture.duet(three.targets().get(0), three.targets().get(1), other);

        assertThat(Calibration.of(List.of(withOther), List.of("x/results.json")).rows()).isEqualTo(20);
    }

    @Test
    void launchesThatDifferOnlyByTheProbesPortAreOneSetupAndAJvmOptionMakesAnother() {
        BenchResults aa = aa(5, 1.0);
        String flags = "-Xms1g -Xmx1g -XX:+UseG1GC -javaagent:/w/daytrader-probe/target/daytrader-probe.jar=port=";
        TargetResult baseline = ResultsFixture.withFlags(aa.targets().get(0), flags + "10119");
        BenchResults probePorts = ResultsFixture.duet(baseline,
                ResultsFixture.withFlags(aa.targets().get(1), flags + "10179"));
        BenchResults primIterations = ResultsFixture.duet(baseline,
                ResultsFixture.withFlags(aa.targets().get(1), "-Ddaytrader.primIterations=4 " + flags + "10179"));

        assertThat(Calibration.of(List.of(probePorts), List.of("aa/results.json")).rows()).isEqualTo(20);
        assertThat(Calibration.of(List.of(primIterations), List.of("known/results.json"))).isNull();
    }
}
