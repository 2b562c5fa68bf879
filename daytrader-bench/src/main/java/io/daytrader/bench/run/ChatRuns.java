package io.daytrader.bench.run;

import io.daytrader.bench.chat.ChatDriver;
import io.daytrader.bench.chat.ChatSettings;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.results.ChatResult;

/** The chat workload of one launch and mode: one run per room size, each with its own connections and warm-up. */
final class ChatRuns {

    private static final int WARMUP_SECONDS = 5;

    private ChatRuns() {
    }

    static void measure(Launch launch, int m, SweepContext sweep) {
        TargetMeasurements measurements = launch.byMode.get(m);
        String chatUrl = launch.target.baseUrl().replaceFirst("^http", "ws") + "/chat/";
        int warmup = Math.min(sweep.profile().warmupCapSeconds(), WARMUP_SECONDS);
        int measured = sweep.profile().measuredSeconds();
        sweep.progress().addEstimate((long) sweep.options().chat().roomSizes().size() * (warmup + measured));
        for (int roomSize : sweep.options().chat().roomSizes()) {
            ChatSettings settings = sweep.options().chat().run(roomSize, warmup, measured);
            sweep.progress().say(String.format("%s: chat, %d rooms x %d, %s messages/s per room of %d bytes",
                    measurements.name(), settings.rooms(), roomSize, Format.rate(settings.messageRate()),
                    settings.messageSize()));
            try {
                ChatDriver.Outcome outcome = ChatDriver.run(chatUrl, settings);
                Double cores = launch.server == null ? null : launch.server.seriesThrough(outcome.toMillis())
                        .coresBetween(outcome.fromMillis(), outcome.toMillis());
                ChatResult result = outcome.result();
                measurements.chat(result.withServerCpu(cores == null || result.delivered() == 0 ? null
                        : cores * result.seconds() * 1000 * 1000 / result.delivered()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted during the chat run", e);
            }
            sweep.progress().done(warmup + measured);
        }
    }
}
