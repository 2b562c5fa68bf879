package io.daytrader.bench;

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
        assertThat(run("bench", "--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Usage: bench", "--profile", "--engines", "--rate");
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
