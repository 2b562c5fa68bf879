package io.daytrader.bench;

import io.daytrader.bench.compare.Comparison;
import io.daytrader.bench.report.PerformancePage;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsFixture;
import io.daytrader.bench.results.ResultsJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BenchMainTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return BenchMain.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void compareWritesTheReportAndPrintsTheTable() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        ResultsJson.write(ResultsFixture.sweep("liberty:25.0.0.12", 1), a);
        ResultsJson.write(ResultsFixture.sweep("liberty:26.0.0.3", 1.2), b);

        int exit = run("compare", "--root", dir.toString(), "--output", dir.resolve("cmp").toString(), a.toString(), b.toString());

        assertThat(exit).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("PingServlet @8", "+20.0%", "geometric mean", "Report:");
        assertThat(Files.readString(dir.resolve("cmp/index.html"))).contains("liberty:26.0.0.3", "95 % CI");
    }

    @Test
    void compareWritesComparisonJsonAndFailsOnASlowerRowWhenAsked() throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        ResultsJson.write(ResultsFixture.sweep("liberty:25.0.0.12", 1), a);
        ResultsJson.write(ResultsFixture.sweep("liberty:26.0.0.3", 0.7), b);

        assertThat(run("compare", "--output", dir.resolve("c1").toString(), a.toString(), b.toString())).isZero();
        assertThat(Files.readString(dir.resolve("c1/comparison.json"))).contains("\"verdict\" : \"worse\"");
        assertThat(run("compare", "--fail-on-slower", "--output", dir.resolve("c2").toString(), a.toString(),
                b.toString())).isEqualTo(3);
        assertThat(run("compare", "--fail-on-slower", "--output", dir.resolve("c3").toString(), b.toString(),
                a.toString())).as("the other way round, nothing is slower").isZero();
    }

    @Test
    void aSweepOfSeveralTargetsWritesTheirComparisonBesideItsResults() throws Exception {
        double[] a = {1000, 1010, 990, 1005, 995, 1000};
        double[] b = {900, 905, 895, 903, 897, 900};
        double[] cpu = {0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
        BenchResults results = ResultsFixture.sideBySide(
                ResultsFixture.target("liberty:25.0.0.12", List.of(ResultsFixture.rounds("PingHtml", 40, List.of(a),
                        List.of(cpu)))),
                ResultsFixture.target("liberty:26.0.0.3", List.of(ResultsFixture.rounds("PingHtml", 40, List.of(b),
                        List.of(cpu)))));

        Comparison comparison = BenchMain.write(results, dir);

        assertThat(comparison.anyWorse()).isTrue();
        assertThat(Files.readString(dir.resolve("comparison.json"))).contains("\"paired\" : true");
        assertThat(Files.readString(dir.resolve("index.html"))).contains("<h2>Comparison</h2>",
                "<table class=\"forest-plot\"", "alternating: every target up at once", "seed 42");
        Path single = Files.createDirectories(dir.resolve("single"));
        assertThat(BenchMain.write(ResultsFixture.sweep("liberty:26.0.0.3", 1), single)).isNull();
        assertThat(single.resolve("comparison.json")).doesNotExist();
    }

    @Test
    void reportRendersAResultsFileAgainAndWritesThePerformancePage() throws Exception {
        Path file = Files.createDirectories(dir.resolve("run")).resolve("results.json");
        ResultsJson.write(ResultsFixture.sweep("liberty:26.0.0.3", 1), file);
        Path page = dir.resolve("docs/performance.md");

        assertThat(run("report", "--markdown", page.toString(), file.toString())).isZero();

        assertThat(dir.resolve("run/index.html")).exists();
        assertThat(Files.readString(page)).startsWith("# Performance\n\n" + PerformancePage.BEGIN).contains(
                "](../run/results.json)", "`./daytrader bench --primitives all`", "### Web tier", "### JDBC",
                "| PingServlet, 8 threads | liberty:26.0.0.3 | 5000 |", PerformancePage.END);

        Files.writeString(page, Files.readString(page).replace("# Performance\n", "# Performance\n\nBy hand.\n"));
        assertThat(run("report", "--markdown", page.toString(), file.toString())).isZero();
        assertThat(Files.readString(page)).contains("By hand.", "### Web tier");
    }

    @Test
    void reportRefusesAPageWithoutMarkersAndLeavesItAsItIs() throws Exception {
        Path file = Files.createDirectories(dir.resolve("run")).resolve("results.json");
        ResultsJson.write(ResultsFixture.sweep("liberty:26.0.0.3", 1), file);
        Path page = dir.resolve("performance.md");
        Files.writeString(page, "# Performance\n\nWritten by hand, no markers.\n");

        assertThat(run("report", "--markdown", page.toString(), file.toString())).isEqualTo(2);

        assertThat(Files.readString(page)).isEqualTo("# Performance\n\nWritten by hand, no markers.\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("daytrader report: " + page, PerformancePage.BEGIN);
        assertThat(dir.resolve("run/index.html")).as("nothing is written").doesNotExist();
    }

    @Test
    void theRecordedCommandLeavesOutTheLaunchersOwnOptionsAndQuotesWhatNeedsIt() {
        assertThat(BenchMain.commandLine(new String[] {"--root", "/repo", "--default-server", "liberty", "--server",
            "liberty,liberty", "--jvm-opts", "", "--jvm-opts", "-Dx=1 -Dy=2"}))
                .isEqualTo("./daytrader bench --server liberty,liberty --jvm-opts '' --jvm-opts '-Dx=1 -Dy=2'");
    }

    @Test
    void badCommandLinesExitWithTwo() {
        assertThat(run("compare")).isEqualTo(2);
        assertThat(run("compare", "--bogus")).isEqualTo(2);
        assertThat(run("bench", "--threads", "x", "--default-server", "liberty")).isEqualTo(2);
        assertThat(run("measure")).isEqualTo(2);
        assertThat(run("serve", "--root", dir.toString(), "--server", "nope")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--threads", "unknown command");
    }

    @Test
    void helpIsPrintedWithExitZero() {
        assertThat(run("bench", "--root", "..", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Usage: bench", "--profile", "--engines", "--rate",
                "Server kinds (servers/KIND/kind.json):", "liberty    Open Liberty (default); versions tried 26.0.0.3");
        assertThat(run("serve", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Usage: serve", "--allow-negative-balance",
                "--jvm-opts");
    }

    @Test
    void filesTakenUnderDifferentSettingsAreRefusedUnlessForced() {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        ResultsJson.write(ResultsFixture.sweep("liberty:25.0.0.12", 1), a);
        ResultsJson.write(ResultsFixture.withProfile(ResultsFixture.sweep("liberty:26.0.0.3", 1), "full"), b);

        assertThat(run("compare", "--output", dir.resolve("c1").toString(), a.toString(), b.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("profile: quick", "full", "--force");
        assertThat(run("compare", "--force", "--output", dir.resolve("c2").toString(), a.toString(), b.toString()))
                .isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("WARNING");
    }

    @Test
    void aMissingResultsFileIsAFailure() {
        assertThat(run("compare", dir.resolve("none.json").toString(), dir.resolve("none.json").toString())).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("cannot read");
    }
}
