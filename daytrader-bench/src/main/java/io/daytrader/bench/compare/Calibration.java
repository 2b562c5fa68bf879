package io.daytrader.bench.compare;

import io.daytrader.bench.measure.Spread;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.launch.ServerProbe;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.UniformRealDistribution;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * How well the lab's paired intervals are calibrated, from A/A comparisons: result files whose targets are the same
 * build and settings ({@link #sameSetup}: other targets of a file are left out), so that every true change is zero. Over every paired row of every target against its file's
 * baseline: the share of 95 % intervals that hold zero (their coverage, with a Wilson 95 % interval), the share of rows
 * called faster or slower (false calls, after the false-discovery control), the Kolmogorov-Smirnov test of the
 * p-values against the uniform distribution they follow when the test is right, and the mean of z^2 for z the normal
 * quantile of each p-value (1 when the intervals are as wide as they should be; above 1: too narrow).
 */
public record Calibration(int files, int rows, double coverage, double coverageLow, double coverageHigh,
                          int falseCalls, double uniformityStatistic, double uniformityPValue, double meanSquaredZ,
                          List<FileFigures> perFile) {

    /** One file's rows: how many, how many intervals held zero, how many were called, the median MDE. */
    public record FileFigures(String file, int rows, int covered, int called, Double medianMinimumDetectablePercent,
                              String schedule) {
    }

    private static final double Z_95 = 1.959964;

    /** Null when the files hold no paired row. */
    public static Calibration of(List<BenchResults> files, List<String> names) {
        List<Double> pValues = new ArrayList<>();
        List<FileFigures> perFile = new ArrayList<>();
        int covered = 0;
        int called = 0;
        for (int f = 0; f < files.size(); f++) {
            Comparison comparison = Comparison.of(List.of(files.get(f)), List.of(names.get(f)), null);
            int fileRows = 0;
            int fileCovered = 0;
            int fileCalled = 0;
            List<Double> mdes = new ArrayList<>();
            List<TargetResult> targets = files.get(f).targets();
            for (Comparison.Row row : comparison.rows()) {
                for (int t = 1; t < row.cells().size(); t++) {
                    Comparison.Cell cell = row.cells().get(t);
                    if (!cell.paired() || cell.pairedChange() == null || !sameSetup(targets.get(0), targets.get(t))) {
                        continue;
                    }
                    fileRows++;
                    pValues.add(cell.pairedChange().pValue());
                    mdes.add(cell.minimumDetectablePercent());
                    if (cell.pairedChange().low() <= 1 && cell.pairedChange().high() >= 1) {
                        fileCovered++;
                    }
                    if (cell.verdict() == Comparison.Verdict.BETTER || cell.verdict() == Comparison.Verdict.WORSE) {
                        fileCalled++;
                    }
                }
            }
            covered += fileCovered;
            called += fileCalled;
            perFile.add(new FileFigures(names.get(f), fileRows, fileCovered, fileCalled,
                    Spread.medianOrNull(mdes),
                    files.get(f).settings() == null ? null : files.get(f).settings().schedule()));
        }
        int n = pValues.size();
        if (n == 0) {
            return null;
        }
        double coverage = (double) covered / n;
        double[] wilson = wilson(covered, n);
        double[] p = pValues.stream().mapToDouble(Double::doubleValue).toArray();
        KolmogorovSmirnovTest ks = new KolmogorovSmirnovTest();
        UniformRealDistribution uniform = new UniformRealDistribution(0, 1);
        NormalDistribution normal = new NormalDistribution();
        double squares = 0;
        for (double value : p) {
            double z = normal.inverseCumulativeProbability(1 - Math.max(value, 1e-12) / 2);
            squares += z * z;
        }
        return new Calibration(files.size(), n, coverage, wilson[0], wilson[1], called,
                n < 2 ? Double.NaN : ks.kolmogorovSmirnovStatistic(uniform, p),
                n < 2 ? Double.NaN : ks.kolmogorovSmirnovTest(uniform, p), squares / n, List.copyOf(perFile));
    }

    /**
     * Whether two targets of a file ran the same server, version, JVM options, JDK and connector (an A/A pair); the
     * probe's agent option, whose port every launch has its own, is not a setting.
     */
    static boolean sameSetup(TargetResult a, TargetResult b) {
        return Objects.equals(a.kind(), b.kind()) && Objects.equals(a.version(), b.version())
                && Objects.equals(a.connector(), b.connector()) && Objects.equals(a.javaHome(), b.javaHome())
                && Objects.equals(setupFlags(a), setupFlags(b));
    }

    private static String setupFlags(TargetResult target) {
        return target.serverJvm() == null ? null : ServerProbe.withoutAgentOption(target.serverJvm().flags());
    }

    /** The Wilson score interval of a proportion of {@code successes} in {@code n}, at 95 %. */
    static double[] wilson(int successes, int n) {
        double phat = (double) successes / n;
        double z2 = Z_95 * Z_95;
        double center = (phat + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z_95 * Math.sqrt(phat * (1 - phat) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        return new double[] {center - half, center + half};
    }

    /** The calibration as terminal text. */
    public String text() {
        StringBuilder text = new StringBuilder();
        for (FileFigures file : perFile) {
            text.append(String.format(Locale.ROOT, "%s (%s): %d rows, %d intervals hold zero, %d called%s%n",
                    file.file(), file.schedule(), file.rows(), file.covered(), file.called(),
                    file.medianMinimumDetectablePercent() == null ? ""
                            : String.format(Locale.ROOT, ", median MDE %.1f%%", file.medianMinimumDetectablePercent())));
        }
        text.append(String.format(Locale.ROOT, "A/A calibration over %d file(s), %d paired rows:%n", files, rows));
        text.append(String.format(Locale.ROOT, "  coverage of the 95 %% intervals: %.1f%% [%.1f, %.1f] (calibrated:"
                + " 95%%)%n", coverage * 100, coverageLow * 100, coverageHigh * 100));
        text.append(String.format(Locale.ROOT, "  false calls: %d of %d rows (%.1f%%)%n", falseCalls, rows,
                100.0 * falseCalls / rows));
        text.append(String.format(Locale.ROOT, "  p-values against uniform: Kolmogorov-Smirnov D = %.3f, p = %.3f%n",
                uniformityStatistic, uniformityPValue));
        text.append(String.format(Locale.ROOT, "  mean z^2 of the p-values: %.2f (calibrated: 1; above: intervals too"
                + " narrow, below: too wide)%n", meanSquaredZ));
        return text.toString();
    }
}
