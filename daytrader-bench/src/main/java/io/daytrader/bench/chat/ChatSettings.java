package io.daytrader.bench.chat;

/**
 * A chat run: {@code rooms} rooms of {@code roomSize} connections; each room sends {@code messageRate} messages per
 * second, its members taking turns, of {@code messageSize} bytes, or with a null rate each member sends its next
 * message once its last one has reached every other member (the closed loop, VolanoMark's); {@code warmupSeconds} not
 * counted, then {@code windows} measured windows of {@code windowSeconds}.
 */
public record ChatSettings(int rooms, int roomSize, Double messageRate, int messageSize, int warmupSeconds,
                           int windows, int windowSeconds) {

    /** VolanoMark's default shape: 10 rooms of 20. */
    public static final int DEFAULT_ROOMS = 10;
    public static final int DEFAULT_ROOM_SIZE = 20;
    public static final double DEFAULT_MESSAGE_RATE = 20;
    public static final int DEFAULT_MESSAGE_SIZE = 100;
    /** Room of the driver's messages: a header (room, sequence number) then padding. */
    public static final int MIN_MESSAGE_SIZE = 24;

    public ChatSettings {
        if (rooms < 1 || roomSize < 2 || messageRate != null && messageRate <= 0 || messageSize < MIN_MESSAGE_SIZE
                || windows < 1 || windowSeconds < 1 || warmupSeconds < 0) {
            throw new IllegalArgumentException("a chat run needs rooms >= 1, room size >= 2, a positive message rate "
                    + "(or none: the closed loop), message size >= " + MIN_MESSAGE_SIZE + " and measured windows");
        }
    }

    public boolean closedLoop() {
        return messageRate == null;
    }

    public int connections() {
        return rooms * roomSize;
    }

    /** The measured seconds, every window together. */
    public int seconds() {
        return windows * windowSeconds;
    }
}
