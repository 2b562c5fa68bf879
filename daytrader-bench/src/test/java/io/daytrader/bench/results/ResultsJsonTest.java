package io.daytrader.bench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ResultsJsonTest {

    @TempDir
    Path dir;

    @Test
    void resultsSurviveARoundTrip() {
        BenchResults results = ResultsFixture.sweep("liberty:26.0.0.3", 1);
        Path file = dir.resolve("results.json");

        ResultsJson.write(results, file);

        assertThat(ResultsJson.read(file)).isEqualTo(results);
    }

    @Test
    void theFacesShareOfTheUserWorkloadIsRecordedAndAbsentInOlderFiles() throws Exception {
        Path file = dir.resolve("results.json");
        ResultsJson.write(ResultsFixture.withFacesShare(ResultsFixture.sweep("liberty:26.0.0.3", 1), 10), file);

        assertThat(Files.readString(file)).contains("\"facesSharePercent\" : 10");
        assertThat(ResultsJson.read(file).settings().facesSharePercent()).isEqualTo(10);
        Path old = Path.of(System.getProperty("daytrader.bench.testResources"), "results-v1.json");
        assertThat(ResultsJson.read(old).settings().facesSharePercent()).isNull();
    }

    @Test
    void theFileNamesItsSchemaVersion() throws Exception {
        Path file = dir.resolve("results.json");
        ResultsJson.write(ResultsFixture.sweep("liberty:26.0.0.3", 1), file);

        assertThat(Files.readString(file)).contains("\"schemaVersion\" : 4", "\"tool\" : \"daytrader-bench\"");
    }

    @Test
    void anotherSchemaVersionIsRefused() throws Exception {
        Path file = dir.resolve("results.json");
        ResultsJson.write(ResultsFixture.sweep("liberty:26.0.0.3", 1), file);
        Files.writeString(file, Files.readString(file).replace("\"schemaVersion\" : 4", "\"schemaVersion\" : 99"));

        assertThatThrownBy(() -> ResultsJson.read(file)).hasMessageContaining("schema version [1, 2, 3, 4]");
    }

    @Test
    void aFileOfSchemaVersionOneStillReads() throws Exception {
        Path file = Path.of(System.getProperty("daytrader.bench.testResources"), "results-v1.json");

        BenchResults old = ResultsJson.read(file);

        assertThat(old.schemaVersion()).isEqualTo(1);
        WorkloadResult servlet = old.targets().get(0).workloads().get(0);
        assertThat(servlet.summary().throughputMedian()).isEqualTo(3096.0);
        assertThat(servlet.runs()).hasSize(3).allSatisfy(r -> assertThat(r.forkOrFirst()).isEqualTo(1));
        assertThat(servlet.summary().ciLow()).isNull();
        assertThat(old.provenance()).isNull();
    }

    @Test
    void theCsvHasALinePerRun() throws Exception {
        Path file = dir.resolve("results.csv");

        ResultsCsv.write(ResultsFixture.sweep("liberty:26.0.0.3", 1), file);

        assertThat(Files.readAllLines(file)).hasSize(1 + 6 * 3).first().isEqualTo(ResultsCsv.HEADER);
        assertThat(Files.readAllLines(file).get(1)).startsWith("\"liberty:26.0.0.3\",\"PingServlet\",web,primitive,1,,,1,1,");
    }
}
