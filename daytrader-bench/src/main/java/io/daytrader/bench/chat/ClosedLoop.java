package io.daytrader.bench.chat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The closed loop of a chat run, as VolanoMark's clients send: every member has one message on its way at a time,
 * and sends the next as soon as the last one has reached every other member of its room, so the server's relaying
 * sets the pace. Messages sent within the measured window are handed to the {@link Deliveries} to be counted.
 */
final class ClosedLoop {

    private final List<List<ChatClient>> rooms;
    private final int messageSize;
    private final Deliveries deliveries;
    private final long windowStart;
    private final long windowEnd;
    private final AtomicLong[] sequences;
    private final Map<Long, OnItsWay> onItsWay = new ConcurrentHashMap<>();
    private volatile boolean stopped;

    /** A message and the receipts it still waits for. */
    private record OnItsWay(ChatClient sender, AtomicInteger receiptsToCome) {
    }

    ClosedLoop(List<List<ChatClient>> rooms, int messageSize, Deliveries deliveries, long windowStart, long windowEnd) {
        this.rooms = rooms;
        this.messageSize = messageSize;
        this.deliveries = deliveries;
        this.windowStart = windowStart;
        this.windowEnd = windowEnd;
        this.sequences = new AtomicLong[rooms.size()];
        for (int r = 0; r < sequences.length; r++) {
            sequences[r] = new AtomicLong();
        }
    }

    /** Every connected member sends its first message. */
    void start() {
        for (int r = 0; r < rooms.size(); r++) {
            for (ChatClient member : rooms.get(r)) {
                if (member.isConnected()) {
                    send(r, member);
                }
            }
        }
    }

    /** No member sends again; messages on their way still arrive and count. */
    void stop() {
        stopped = true;
    }

    /** A receipt: the last one a message waited for sends its sender's next. */
    void received(long key, int room) {
        OnItsWay message = onItsWay.get(key);
        if (message != null && message.receiptsToCome().decrementAndGet() == 0) {
            onItsWay.remove(key);
            send(room, message.sender());
        }
    }

    private void send(int room, ChatClient sender) {
        if (stopped) {
            return;
        }
        long sequence = sequences[room].getAndIncrement();
        long key = Deliveries.key(room, sequence);
        onItsWay.put(key, new OnItsWay(sender, new AtomicInteger(rooms.get(room).size() - 1)));
        long now = System.nanoTime();
        if (now >= windowStart && now < windowEnd) {
            deliveries.sent(key, sender.member(), now);
        }
        sender.sendAfterPrevious(ChatClient.message(room, sequence, messageSize));
    }
}
