package io.daytrader.probe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import static org.assertj.core.api.Assertions.assertThat;

/** The probe as the lab reads it, on this test's own JVM. */
class ProbeServerTest {

    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static ProbeServer server;

    @BeforeAll
    static void start() throws Exception {
        GcPauses gc = GcPauses.listenTo(ManagementFactory.getGarbageCollectorMXBeans(),
                ManagementFactory.getMemoryPoolMXBeans());
        server = ProbeServer.start("127.0.0.1", 0, new JvmReading(gc)::json);
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    private static HttpResponse<String> get(String path) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode read() throws Exception {
        HttpResponse<String> response = get("/");
        assertThat(response.statusCode()).isEqualTo(200);
        return new ObjectMapper().readTree(response.body());
    }

    @Test
    void cpuAllocationAndPausesGrowWithTheWorkDone() throws Exception {
        JsonNode before = read();
        long sink = 0;
        for (int i = 0; i < 2_000; i++) {
            sink += new byte[64 * 1024].length;
        }
        System.gc();
        JsonNode after = read();

        assertThat(sink).isEqualTo(2_000L * 64 * 1024);
        assertThat(after.get("processCpuNanos").asLong()).isGreaterThan(before.get("processCpuNanos").asLong());
        assertThat(after.get("allocatedBytes").asLong() - before.get("allocatedBytes").asLong())
                .isGreaterThanOrEqualTo(2_000L * 64 * 1024);
        JsonNode gc = after.get("gc");
        assertThat(gc.get("pauses").asLong()).isGreaterThan(before.get("gc").get("pauses").asLong());
        long histogramTotal = 0;
        for (JsonNode count : gc.get("histogramCounts")) {
            histogramTotal += count.asLong();
        }
        assertThat(histogramTotal).isEqualTo(gc.get("pauses").asLong());
        assertThat(gc.get("histogramCounts")).hasSize(gc.get("histogramBoundsMillis").size() + 1);
        assertThat(after.get("heapAfterGcBytes").asLong()).isPositive();
        assertThat(after.get("timeMillis").asLong()).isGreaterThanOrEqualTo(before.get("timeMillis").asLong());
    }

    @Test
    void namesTheJvmItsCollectorsAndItsThreads() throws Exception {
        JsonNode reading = read();
        assertThat(reading.get("jvm").get("version").asText()).isEqualTo(System.getProperty("java.runtime.version"));
        assertThat(reading.get("jvm").get("collectors")).isNotEmpty();
        assertThat(reading.get("threads").asInt()).isPositive();
        assertThat(reading.get("availableProcessors").asInt()).isEqualTo(Runtime.getRuntime().availableProcessors());
    }

    @Test
    void answersOnlyGetOfTheRoot() throws Exception {
        assertThat(get("/other").statusCode()).isEqualTo(404);
        HttpResponse<String> post = CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
                + "/")).POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(post.statusCode()).isEqualTo(405);
    }
}
