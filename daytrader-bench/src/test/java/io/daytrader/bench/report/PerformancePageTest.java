package io.daytrader.bench.report;

import io.daytrader.bench.TestFiles;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsFixture;
import io.daytrader.bench.results.ResultsJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

import static io.daytrader.bench.results.ResultsFixture.target;
import static io.daytrader.bench.results.ResultsFixture.workload;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class PerformancePageTest {

    /** Three kinds, one after the other: PingServlet fastest on tomee, PingJDBCRead on liberty. */
    private static BenchResults threeKinds() {
        return ResultsFixture.results(
                target("liberty:26.0.0.3", List.of(workload("PingServlet", "web", 16, null, 1000, 1000, 1000),
                        workload("PingJDBCRead", "jdbc", 16, null, 800, 800, 800),
                        workload("TradeScenario", "trade", 16, null, 300, 300, 300))),
                target("tomee:9.0.0", List.of(workload("PingServlet", "web", 16, null, 2000, 2000, 2000),
                        workload("PingJDBCRead", "jdbc", 16, null, 400, 400, 400),
                        workload("TradeScenario", "trade", 16, null, 600, 600, 600))),
                target("wildfly:39.0.1.Final", List.of(workload("PingServlet", "web", 16, null, 1500, 1500, 1500),
                        workload("PingJDBCRead", "jdbc", 16, null, 600, 600, 600))));
    }

    /** The table rows of the section titled {@code title}, each split into its cells. */
    private static List<List<String>> rows(String generated, String title) {
        String section = generated.substring(generated.indexOf("### " + title + "\n"));
        int next = section.indexOf("\n### ", 1);
        section = next < 0 ? section : section.substring(0, next);
        return section.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| workload"))
                .map(l -> Arrays.stream(l.substring(1, l.length() - 1).split("\\|", -1)).map(String::strip).toList())
                .toList();
    }

    @Test
    void eachWorkloadRanksItsTargetsFastestFirstWithTheirRatioToTheFastest() {
        String generated = PerformancePage.generated(threeKinds(), "performance/results.json");

        // By hand: PingServlet 2000 (tomee), 1500 (wildfly), 1000 (liberty): 1.00, 0.75, 0.50.
        assertThat(rows(generated, "Web tier")).extracting(r -> r.get(0), r -> r.get(1), r -> r.get(2), r -> r.get(6))
                .containsExactly(
                        tuple("PingServlet, 16 threads", "tomee:9.0.0", "2000", "1.00"),
                        tuple("", "wildfly:39.0.1.Final", "1500", "0.75"),
                        tuple("", "liberty:26.0.0.3", "1000", "0.50"));
        // PingJDBCRead 800 (liberty), 600 (wildfly), 400 (tomee): 1.00, 0.75, 0.50.
        assertThat(rows(generated, "JDBC")).extracting(r -> r.get(1), r -> r.get(6)).containsExactly(
                tuple("liberty:26.0.0.3", "1.00"),
                tuple("wildfly:39.0.1.Final", "0.75"),
                tuple("tomee:9.0.0", "0.50"));
        // The scenario: a group of its own; wildfly did not run it, and comes last.
        assertThat(rows(generated, "The scenario servlet")).extracting(r -> r.get(1), r -> r.get(2), r -> r.get(6))
                .containsExactly(tuple("tomee:9.0.0", "600", "1.00"),
                        tuple("liberty:26.0.0.3", "300", "0.50"),
                        tuple("wildfly:39.0.1.Final", "not measured", ""));
        assertThat(generated.indexOf("### Web tier")).isLessThan(generated.indexOf("### JDBC"));
        assertThat(generated.indexOf("### JDBC")).isLessThan(generated.indexOf("### The scenario servlet"));
        assertThat(generated).contains("- **Command**: `./daytrader bench --primitives all`",
                "- **When**: 2026-11-23T10:00:00Z to 2026-11-23T10:10:00Z (10 min)",
                "- **Machine**: 2 CPUs (AMD EPYC), 24.00 GiB of memory, OpenJDK 17",
                "- **Schedule**: one launch after the other; 3 measured window(s) of 2 s",
                "](performance/results.json)")
                .as("one after the other, no paired change is claimed").doesNotContain("change against");
    }

    @Test
    void targetsSideBySideGetTheirPairedChangeAgainstTheFirst() {
        double[] a = {1000, 1010, 990, 1005, 995, 1000};
        double[] b = {900, 905, 895, 903, 897, 900};
        double[] cpu = {0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
        BenchResults results = ResultsFixture.sideBySide(
                target("liberty:25.0.0.12", List.of(ResultsFixture.rounds("PingHtml", 40, List.of(a), List.of(cpu)))),
                target("liberty:26.0.0.3", List.of(ResultsFixture.rounds("PingHtml", 40, List.of(b), List.of(cpu)))));

        String generated = PerformancePage.generated(results, "results.json");

        List<List<String>> rows = rows(generated, "Web tier");
        assertThat(rows).extracting(r -> r.get(1)).containsExactly("liberty:25.0.0.12", "liberty:26.0.0.3");
        assertThat(rows.get(0).get(7)).isEqualTo("baseline");
        assertThat(rows.get(1).get(7)).startsWith("-10.0%").endsWith("slower (on req/s)");
        assertThat(generated).contains("| change against liberty:25.0.0.12 |",
                "- **liberty:26.0.0.3** against liberty:25.0.0.12: 0 faster, 1 slower, 0 the same;"
                        + " geometric mean -10.0%",
                "alternating: every target up at once");
    }

    @Test
    void regeneratingKeepsTheHandWrittenTextAndReplacesOnlyTheGeneratedPart() {
        String handWrittenAbove = "# Performance\n\nHow the page is meant to be read.\n\n";
        String handWrittenBelow = "\n## Notes\n\n- [a note](performance/a-note.md)\n";
        String page = handWrittenAbove + PerformancePage.BEGIN + "\nold tables\n" + PerformancePage.END
                + handWrittenBelow;
        String generated = PerformancePage.generated(threeKinds(), "performance/results.json");

        String once = PerformancePage.update(page, generated, "performance.md");
        String twice = PerformancePage.update(once, generated, "performance.md");

        assertThat(once).startsWith(handWrittenAbove + PerformancePage.BEGIN + "\n")
                .endsWith(PerformancePage.END + handWrittenBelow).doesNotContain("old tables").contains("### Web tier");
        assertThat(PerformancePage.generatedPart(once, "performance.md")).isEqualTo(generated);
        assertThat(twice).isEqualTo(once);
    }

    @Test
    void aPageWithoutBothMarkersIsRefused() {
        String generated = PerformancePage.generated(threeKinds(), "results.json");

        assertThatThrownBy(() -> PerformancePage.update("# Performance\n\nHand-written only.\n", generated, "p.md"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("p.md has no line")
                .hasMessageContaining(PerformancePage.BEGIN).hasMessageContaining("left as it is");
        assertThatThrownBy(() -> PerformancePage.update(PerformancePage.BEGIN + "\ntext\n", generated, "p.md"))
                .hasMessageContaining(PerformancePage.END);
        assertThatThrownBy(() -> PerformancePage.update(PerformancePage.END + "\n" + PerformancePage.BEGIN + "\n",
                generated, "p.md")).hasMessageContaining("end marker comes before the begin marker");
        assertThatThrownBy(() -> PerformancePage.update(PerformancePage.BEGIN + "\n" + PerformancePage.BEGIN + "\n"
                + PerformancePage.END + "\n", generated, "p.md")).hasMessageContaining("holds the line")
                .hasMessageContaining("2 times");
    }

    @Test
    void aMissingPageStartsWithATitleAndTheMarkers() {
        String generated = PerformancePage.generated(threeKinds(), "results.json");

        String page = PerformancePage.newPage(generated);

        assertThat(page).startsWith("# Performance\n\n" + PerformancePage.BEGIN + "\n");
        assertThat(PerformancePage.generatedPart(page, "new page")).isEqualTo(generated);
    }

    @Test
    void theUserWorkloadsShareOfFacesSessionsIsSaidWhereTheSweepRanIt() {
        var results = ResultsFixture.results(target("liberty:26.0.0.3",
                List.of(workload("DayTraderWorkload", "trade", 16, null, 900, 950))));

        assertThat(PerformancePage.generated(ResultsFixture.withFacesShare(results, 10), "results.json"))
                .contains("- **User workload**: 10 % of the sessions on the Faces pages, the others on the JSP pages");
        assertThat(PerformancePage.generated(results, "results.json")).doesNotContain("**User workload**");
    }

    /**
     * The committed page and the committed run stay in step: with docs/performance/results.json, the page's
     * generated part is what the generator writes from it; without it, the page holds no generated tables.
     */
    @Test
    void theCommittedPageHoldsWhatTheGeneratorWritesFromTheCommittedRun() throws Exception {
        Path page = TestFiles.checkout().resolve("docs/performance.md");
        Path results = TestFiles.checkout().resolve("docs/performance/results.json");

        String generatedPart = PerformancePage.generatedPart(Files.readString(page), page.toString());

        if (Files.exists(results)) {
            assertThat(generatedPart).as("docs/performance.md is regenerated with ./daytrader report"
                            + " docs/performance/results.json --markdown docs/performance.md")
                    .isEqualTo(PerformancePage.generated(ResultsJson.read(results), "performance/results.json"));
        } else {
            assertThat(generatedPart).as("no run is committed beside the page, so it holds no generated tables")
                    .isBlank();
        }
    }
}
