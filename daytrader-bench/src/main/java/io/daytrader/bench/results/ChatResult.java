package io.daytrader.bench.results;

import java.util.List;

/**
 * One chat run: {@code rooms} x {@code roomSize} WebSocket connections, each room sending {@code messageRate}
 * messages/s (its members in turn) of {@code messageSize} bytes for {@code seconds}, or with a null rate the closed
 * loop: each member sends its next message once its last one reached the whole room. Only messages sent in the
 * measured window count: {@code expected} = sent x (roomSize - 1) deliveries; {@code delivered} were counted at the
 * receivers; {@code misdelivered}: deliveries twice to one member or to another room (must be 0);
 * {@code skippedSends}: turns skipped because the sender's previous message was still being written;
 * {@code incomplete}: counted messages that did not reach all their receivers; {@code score} = delivered / seconds (the closed loop: receipts in the measured windows / seconds, the server's
 * relaying rate). Latency: send to the last receiver, in ms (messages that reached
 * every receiver). {@code failedConnections} could not connect; {@code droppedConnections} closed during the run.
 * {@code serverCpuMsPerThousand}: server CPU time per 1,000 deliveries (null without the server's process).
 */
public record ChatResult(int rooms, int roomSize, int connections, Double messageRate, int messageSize, double seconds,
                         int failedConnections, int droppedConnections, long sent, long expected, long delivered,
                         long misdelivered, long skippedSends, long incomplete, double score, ChatLatency latencyMs,
                         Double serverCpuMsPerThousand) {

    /** Delivery latency percentiles in milliseconds. */
    public record ChatLatency(double p50, double p90, double p99, double p999, double max) {
    }

    public boolean closedLoop() {
        return messageRate == null;
    }

    /** What sub-second delivery means for the connection ramp: p99 under 1 s, and no connection lost. */
    public boolean subSecond() {
        return failedConnections == 0 && droppedConnections == 0 && incomplete == 0 && latencyMs.p99() < 1000;
    }

    public ChatResult withServerCpu(Double cpuMsPerThousand) {
        return new ChatResult(rooms, roomSize, connections, messageRate, messageSize, seconds, failedConnections,
                droppedConnections, sent, expected, delivered, misdelivered, skippedSends, incomplete, score, latencyMs,
                cpuMsPerThousand);
    }

    /** The ramp's answer: the most connections of a run with sub-second delivery, or 0 when none had it. */
    public static int mostSubSecondConnections(List<ChatResult> runs) {
        return runs.stream().filter(ChatResult::subSecond).mapToInt(ChatResult::connections).max().orElse(0);
    }
}
