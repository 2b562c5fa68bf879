package io.daytrader.bench.history;

import io.daytrader.bench.compare.Comparison;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Ten runs of a reference and a candidate measured side by side; the machine's speed drifts from run to run by up to
 * +-25 % (both targets alike), and from run 6 on the candidate's workload Ping2 is 5 % slower.
 */
class HistoryTest {

    private static final int RUNS = 10;

    private static List<HistoryEntry> history(Path folder) {
        java.util.Random drift = new java.util.Random(17);
        for (int r = 1; r <= RUNS; r++) {
            double speed = 0.75 + 0.5 * drift.nextDouble();
            double[][] factors = new double[2][4];
            Arrays.fill(factors[0], speed);
            Arrays.fill(factors[1], speed);
            if (r >= 6) {
                factors[1][2] = speed * 0.95;
            }
            BenchResults run = ResultsFixture.duetSweep(1000 + r, factors);
            BenchResults dated = new BenchResults(run.schemaVersion(), run.tool(),
                    String.format("2026-11-29T%02d:00:00Z", 9 + r),
                    run.finishedAt(), run.settings(), run.machine(), run.provenance(), run.targets(), run.windows());
            HistoryFolder.add(folder, HistoryEntry.of(dated,
                    Comparison.of(List.of(dated), List.of("run-" + r + "/results.json"), null), "run-" + r + "/results.json"));
        }
        return HistoryFolder.read(folder);
    }

    @Test
    void theInjectedChangeIsFoundAtRunSixOnItsWorkloadAndNowhereElse(@TempDir Path folder) {
        List<HistoryEntry> entries = history(folder);
        List<HistorySeries> series = HistorySeries.of(entries);

        assertThat(entries).hasSize(RUNS);
        List<HistorySeries> candidate = series.stream().filter(s -> s.position() == 1).toList();
        assertThat(candidate).extracting(HistorySeries::workload).containsExactly("Ping0 @16", "Ping1 @16", "Ping2 @16",
                "Ping3 @16");
        for (HistorySeries s : candidate) {
            if (s.workload().equals("Ping2 @16")) {
                assertThat(s.ratioChanges()).singleElement().satisfies(c -> {
                    assertThat(c.run()).isEqualTo(6);
                    assertThat(c.lowPercent()).isLessThan(-5);
                    assertThat(c.highPercent()).isGreaterThan(-5);
                });
            } else {
                assertThat(s.ratioChanges()).as(s.workload()).isEmpty();
            }
        }
        assertThat(HistoryReport.text(entries, series)).contains("Ping2 @16, liberty:1 against liberty:0: change point"
                + " at run 6").contains("absolute req/s (machine-dependent)");
        assertThat(HistoryReport.html(entries, series)).contains("machine-dependent", "class=\"mark\"");
    }

    @Test
    void theSeriesGoOutAsOtavaReadsThem(@TempDir Path folder) throws IOException {
        List<HistoryEntry> entries = history(folder.resolve("history"));

        List<Path> files = OtavaCsv.write(entries, folder.resolve("otava"));

        assertThat(files).extracting(f -> f.getFileName().toString()).containsExactly("target-1.csv");
        List<String> lines = Files.readAllLines(files.get(0));
        assertThat(lines).hasSize(RUNS + 1);
        assertThat(lines.get(0)).isEqualTo("time,run,reference,target,commit,Ping0_16_ratio,Ping0_16_rps,"
                + "Ping1_16_ratio,Ping1_16_rps,Ping2_16_ratio,Ping2_16_rps,Ping3_16_ratio,Ping3_16_rps");
        assertThat(lines.get(1)).startsWith("2026-11-29 10:00:00 +0000,1,liberty:0,liberty:1,");
        assertThat(lines.get(1).split(",")).hasSize(13);
        assertThat(Files.readString(folder.resolve("otava/otava.yaml"))).contains("daytrader.target-1:",
                "file: target-1.csv", "time_column: time", "attributes: [run, reference, target, commit]",
                "Ping2_16_ratio");
    }

    @Test
    void anEmptyFolderSaysHowToFillIt(@TempDir Path folder) {
        assertThatThrownBy(() -> HistoryFolder.read(folder)).hasMessageContaining("--history")
                .hasMessageContaining("--add");
        assertThatThrownBy(() -> HistoryFolder.read(folder.resolve("none"))).hasMessageContaining("no history folder");
    }

    @Test
    void aRunIsKeptUnderItsStartSoTheFolderReadsInOrder(@TempDir Path folder) {
        List<HistoryEntry> entries = history(folder);
        List<String> starts = new ArrayList<>(entries.stream().map(HistoryEntry::startedAt).toList());

        assertThat(starts).isSorted().doesNotHaveDuplicates();
        assertThat(entries.get(0).targets()).containsExactly("liberty:0", "liberty:1");
        assertThat(entries.get(0).workloads().get(0).figures().get(1).paired()).isTrue();
    }
}
