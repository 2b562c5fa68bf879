package io.daytrader.bench.chat;

import java.util.List;

/**
 * The chat workload as selected on the command line: {@code rooms} rooms, one run per room size (more than one size
 * is the connection ramp), each room sending {@code messageRate} messages/s of {@code messageSize} bytes.
 */
public record ChatPlan(int rooms, List<Integer> roomSizes, double messageRate, int messageSize) {

    public ChatSettings run(int roomSize, int warmupSeconds, int seconds) {
        return new ChatSettings(rooms, roomSize, messageRate, messageSize, warmupSeconds, seconds);
    }
}
