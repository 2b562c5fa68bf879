package io.daytrader.bench.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.bench.BenchMain;
import io.daytrader.bench.results.ResultsJson;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.WorkloadResult;
import io.daytrader.launch.Database;
import io.daytrader.bench.server.LiveHeap;
import io.daytrader.bench.server.ProvisionedTarget;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * Soak: the lab's user workload (jmeter-plans/daytrader.jmx, 16 users) for {@code daytrader.reliability.soakMinutes}
 * (default 4), with the server's live heap after a full GC sampled every {@code daytrader.reliability.heapSampleSeconds}
 * (default 30): no errors, and over the second half (after warm-up and the caches' filling) the heap's trend adds
 * at most 10 % of its mean, or 16 MB.
 */
class SoakIT {

    private static final int MINUTES = Integer.getInteger("daytrader.reliability.soakMinutes", 4);
    private static final int SAMPLE_SECONDS = Integer.getInteger("daytrader.reliability.heapSampleSeconds", 30);
    private static final double TOLERATED_MB = 16;

    @Test
    void theUserWorkloadRunsWithoutErrorsAndWithoutAHeapTrend() throws Exception {
        try (ReliabilityServer server = ReliabilityServer.provision("soak", Database.of("derby", null, null, null))) {
            ProvisionedTarget target = server.start();
            long pid = target.serverPid().orElseThrow();
            Path output = server.folder().resolve("bench");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            List<String> args = List.of("bench", "--root", ReliabilityServer.ROOT.toString(),
                    "--url", target.baseUrl(), "--admin-password", target.adminPassword(),
                    "--server-pid", Long.toString(pid), "--pin", "none", "--workload", "daytrader", "--threads", "16",
                    "--users", Integer.toString(ReliabilityServer.USERS),
                    "--quotes", Integer.toString(ReliabilityServer.QUOTES), "--server-warmup", "0", "--warmup", "0",
                    "--runs", "1", "--run-seconds", Integer.toString(MINUTES * 60), "--output", output.toString());
            long start = System.nanoTime();
            CompletableFuture<Integer> bench = CompletableFuture.supplyAsync(() -> BenchMain.run(args,
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
            List<Double> minutes = new ArrayList<>();
            List<Double> megabytes = new ArrayList<>();
            while (!bench.isDone()) {
                try {
                    bench.get(SAMPLE_SECONDS, TimeUnit.SECONDS);
                } catch (TimeoutException sampleNow) {
                    Long live = LiveHeap.measure(pid);
                    if (live != null) {
                        minutes.add((System.nanoTime() - start) / 60e9);
                        megabytes.add(live / (1024.0 * 1024.0));
                    }
                }
            }
            assertThat(bench.get()).as("exit code; stdout:%n%s%nstderr:%n%s", out.toString(StandardCharsets.UTF_8),
                    err.toString(StandardCharsets.UTF_8)).isZero();

            long requests = 0;
            long errors = 0;
            for (WorkloadResult workload : ResultsJson.read(output.resolve("results.json")).targets().get(0).workloads()) {
                for (RunResult run : workload.runs()) {
                    requests += run.requests();
                    errors += run.errors();
                }
            }
            double half = minutes.isEmpty() ? 0 : minutes.get(minutes.size() - 1) / 2;
            List<Double> lateMinutes = new ArrayList<>();
            List<Double> lateMegabytes = new ArrayList<>();
            for (int i = 0; i < minutes.size(); i++) {
                if (minutes.get(i) >= half) {
                    lateMinutes.add(minutes.get(i));
                    lateMegabytes.add(megabytes.get(i));
                }
            }
            List<String> samples = new ArrayList<>();
            for (int i = 0; i < minutes.size(); i++) {
                samples.add(String.format("%.1f min %.0f MB", minutes.get(i), megabytes.get(i)));
            }
            assertThat(lateMinutes).as("live-heap samples in the second half").hasSizeGreaterThanOrEqualTo(3);
            HeapTrend trend = new HeapTrend(lateMinutes, lateMegabytes);
            System.out.printf("soak: %d min of the user workload at 16 users, %d requests, %d errors; live heap after "
                    + "full GC: %s; second half: mean %.0f MB, trend %+.2f MB/min (Theil-Sen), %+.1f MB over the half%n",
                    MINUTES, requests, errors, String.join(", ", samples), trend.mean(), trend.slope(), trend.rise());
            assertThat(requests).as("requests").isPositive();
            assertThat(errors).as("errors").isZero();
            assertThat(trend.rise()).as("MB the live heap's trend adds over the second half")
                    .isLessThanOrEqualTo(Math.max(TOLERATED_MB, 0.1 * trend.mean()));
        }
    }
}
