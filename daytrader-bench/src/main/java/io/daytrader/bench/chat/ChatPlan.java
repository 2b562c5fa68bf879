package io.daytrader.bench.chat;

import java.util.List;

/**
 * The chat workload as selected on the command line: {@code rooms} rooms, one run per room size (more than one size
 * is the connection ramp), each room sending {@code messageRate} messages/s of {@code messageSize} bytes, or, with a
 * null rate ({@code --message-rate max}), each member sending its next message as soon as its last one has reached
 * every member of its room (the closed loop).
 */
public record ChatPlan(int rooms, List<Integer> roomSizes, Double messageRate, int messageSize) {

    public ChatSettings run(int roomSize, int warmupSeconds, int windows, int windowSeconds) {
        return new ChatSettings(rooms, roomSize, messageRate, messageSize, warmupSeconds, windows, windowSeconds);
    }
}
