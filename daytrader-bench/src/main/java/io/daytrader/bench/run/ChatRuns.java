package io.daytrader.bench.run;

import io.daytrader.bench.chat.ChatDriver;
import io.daytrader.bench.chat.ChatSettings;
import io.daytrader.bench.measure.CpuSeries;
import io.daytrader.bench.measure.LatencyStats;
import io.daytrader.bench.measure.ProcessSampler;
import io.daytrader.bench.measure.Window;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.Latency;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

import java.util.List;
import java.util.Map;

/**
 * The chat workload of one launch and mode: one run per room size, each with its own connections and warm-up. A
 * closed-loop run is also a workload of the target ({@link #workload}): its measured windows' receipts per second, with
 * the server's CPU and the driver's (the bench's own JVM, whose threads read every receipt) over each window, so its
 * score gets an interval over windows and launches and a driver that cannot keep up is flagged driver-bound. A fixed
 * pace warms up for {@value #WARMUP_SECONDS} s; the closed loop, whose rate is the server's, for the profile's whole
 * warm-up cap ({@code --warmup}): after 5 s, its windows still climbed by half over the next 50 s.
 */
final class ChatRuns {

    private static final int WARMUP_SECONDS = 5;

    private ChatRuns() {
    }

    static void measure(Launch launch, int m, SweepContext sweep) {
        TargetMeasurements measurements = launch.byMode.get(m);
        String chatUrl = launch.target.baseUrl().replaceFirst("^http", "ws") + "/chat/";
        int warmup = sweep.options().chat().messageRate() == null ? sweep.profile().warmupCapSeconds()
                : Math.min(sweep.profile().warmupCapSeconds(), WARMUP_SECONDS);
        int measured = sweep.profile().measuredSeconds();
        sweep.progress().addEstimate((long) sweep.options().chat().roomSizes().size() * (warmup + measured));
        for (int roomSize : sweep.options().chat().roomSizes()) {
            ChatSettings settings = sweep.options().chat().run(roomSize, warmup, sweep.profile().runs(),
                    sweep.profile().runSeconds());
            sweep.progress().say(String.format("%s: chat, %d rooms x %d, %s messages/s per room of %d bytes",
                    measurements.name(), settings.rooms(), roomSize, Format.messageRate(settings.messageRate()),
                    settings.messageSize()));
            ProcessSampler driver = ProcessSampler.start(ProcessHandle.current().pid());
            try {
                ChatDriver.Outcome outcome = ChatDriver.run(chatUrl, settings);
                CpuSeries server = launch.server == null ? null : launch.server.seriesThrough(outcome.toMillis());
                Double cores = server == null ? null : server.coresBetween(outcome.fromMillis(), outcome.toMillis());
                ChatResult result = outcome.result();
                measurements.chat(result.withServerCpu(cores == null || result.delivered() == 0 ? null
                        : cores * result.seconds() * 1000 * 1000 / result.delivered()));
                if (settings.closedLoop()) {
                    windows(measurements.workload(workload(settings)), outcome, launch.fork,
                            driver.seriesThrough(outcome.toMillis()), server, sweep.runner());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted during the chat run", e);
            } finally {
                driver.close();
            }
            sweep.progress().done(warmup + measured);
        }
    }

    /** The closed loop of one shape as a workload: a unit of work is one receipt; its "threads" are the connections. */
    static Workload workload(ChatSettings settings) {
        return new Workload(String.format("chat %d x %d closed loop", settings.rooms(), settings.roomSize()), "chat",
                "chat", "/chat/{room}", null, Map.of(), settings.connections(), null, settings.messageSize(), false);
    }

    private static void windows(TargetMeasurements.Measured measured, ChatDriver.Outcome outcome, int fork,
                                CpuSeries driver, CpuSeries server, WorkloadRunner runner) {
        Histogram latencyMillis = LatencyStats.histogram(List.of());
        for (HistogramIterationValue value : outcome.latencyMicros().recordedValues()) {
            latencyMillis.recordValueWithCount(Math.min(value.getValueIteratedTo() / 1000,
                    latencyMillis.getHighestTrackableValue()), value.getCountAtValueIteratedTo());
        }
        measured.latency.add(latencyMillis);
        // Every window gets the latency of the messages sent in the whole measured span: they are not told apart.
        Latency latency = LatencyStats.of(latencyMillis);
        List<Long> receipts = outcome.receiptsPerWindow();
        for (int w = 0; w < receipts.size(); w++) {
            Window window = new Window((double) w * outcome.windowSeconds(), outcome.windowSeconds());
            measured.runs.add(runner.analyzer().counted(measured.runs.size() + 1, fork, window, outcome.fromMillis(),
                    receipts.get(w), latency, driver, server));
        }
    }
}
