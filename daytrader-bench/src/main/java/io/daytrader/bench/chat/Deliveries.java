package io.daytrader.bench.chat;

import org.HdrHistogram.Histogram;

import java.util.BitSet;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The counted messages of a chat run and who received them: each must reach the other {@code receivers} members of
 * its room once (never its sender); the time from its send to its last receiver is its delivery latency. Messages sent outside the
 * measured window are not tracked, so their receipts are ignored.
 */
final class Deliveries {

    private static final long HIGHEST_TRACKABLE_MICROS = 600_000_000L;

    private final int receivers;
    private final Map<Long, Message> messages = new ConcurrentHashMap<>();
    private final Histogram latencyMicros = new Histogram(HIGHEST_TRACKABLE_MICROS, 3);
    private final AtomicLong delivered = new AtomicLong();
    private final AtomicLong misdelivered = new AtomicLong();

    Deliveries(int receivers) {
        this.receivers = receivers;
    }

    /** A message's identity: its room and its sequence number in the room. */
    static long key(int room, long sequence) {
        return ((long) room << 40) | sequence;
    }

    static int room(long key) {
        return (int) (key >>> 40);
    }

    void sent(long key, int sender, long nanos) {
        messages.put(key, new Message(sender, nanos));
    }

    /** Forgets a message whose send did not start. */
    void unsent(long key) {
        messages.remove(key);
    }

    /** Member {@code member} of room {@code room} received the message {@code key} at {@code nanos}. */
    void received(long key, int room, int member, long nanos) {
        if (room(key) != room) {
            misdelivered.incrementAndGet();
            return;
        }
        Message message = messages.get(key);
        if (message == null) {
            return;
        }
        long latency;
        synchronized (message) {
            if (member == message.sender || message.receivedBy.get(member)) {
                misdelivered.incrementAndGet();
                return;
            }
            message.receivedBy.set(member);
            delivered.incrementAndGet();
            if (message.receivedBy.cardinality() < receivers) {
                return;
            }
            latency = (nanos - message.sentNanos) / 1000;
        }
        synchronized (latencyMicros) {
            latencyMicros.recordValue(Math.min(Math.max(latency, 0), HIGHEST_TRACKABLE_MICROS));
        }
    }

    long sent() {
        return messages.size();
    }

    long delivered() {
        return delivered.get();
    }

    long misdelivered() {
        return misdelivered.get();
    }

    long incomplete() {
        return messages.values().stream().filter(m -> {
            synchronized (m) {
                return m.receivedBy.cardinality() < receivers;
            }
        }).count();
    }

    /** A copy of the latencies of the messages that reached all their receivers, in microseconds. */
    Histogram latencyMicros() {
        synchronized (latencyMicros) {
            return latencyMicros.copy();
        }
    }

    private static final class Message {
        final int sender;
        final long sentNanos;
        final BitSet receivedBy = new BitSet();

        Message(int sender, long sentNanos) {
            this.sender = sender;
            this.sentNanos = sentNanos;
        }
    }
}
