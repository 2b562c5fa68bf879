package io.daytrader.bench.chat;

import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.ChatResult.ChatLatency;
import org.HdrHistogram.Histogram;

import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Drives the application's {@code /chat/{room}} WebSocket: opens rooms x room size long-lasting connections (JDK
 * {@link java.net.http.WebSocket}, in the bench's JVM, so on the driver's CPUs), then either every room sends
 * {@code messageRate} messages per second, its members taking turns, or, in the closed loop, every member sends its
 * next message once its last one has reached the whole room ({@link ClosedLoop}); every receipt is counted at the
 * receiver, and by the measured window it arrived in. After the measured windows the driver stops sending and waits
 * (up to {@value #DRAIN_SECONDS} s) for the counted messages still on their way.
 */
public final class ChatDriver {

    private static final int DRAIN_SECONDS = 5;
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(60);

    /**
     * The result, the wall-clock span it measured (to read the server's CPU over it), the receipts of each measured
     * window of {@code windowSeconds}, the first beginning at {@code fromMillis}, and the delivery latencies behind
     * the result's percentiles, in microseconds.
     */
    public record Outcome(ChatResult result, long fromMillis, long toMillis, int windowSeconds,
                          List<Long> receiptsPerWindow, Histogram latencyMicros) {
    }

    private ChatDriver() {
    }

    /** @param chatUrl the endpoint without the room, e.g. ws://127.0.0.1:9080/daytrader/chat/ */
    public static Outcome run(String chatUrl, ChatSettings settings) throws InterruptedException {
        Deliveries deliveries = new Deliveries(settings.roomSize() - 1);
        AtomicInteger dropped = new AtomicInteger();
        List<List<ChatClient>> rooms = new ArrayList<>();
        // Nothing arrives before the first send; the receiver is set once the windows are known.
        AtomicReference<ChatClient.Receiver> receiving = new AtomicReference<>();
        int failed = connect(chatUrl, settings, (key, room, member, nanos) -> receiving.get()
                .received(key, room, member, nanos), dropped, rooms);

        long start = System.nanoTime();
        long windowStart = start + TimeUnit.SECONDS.toNanos(settings.warmupSeconds());
        long windowEnd = windowStart + TimeUnit.SECONDS.toNanos(settings.seconds());
        WindowCounts windows = new WindowCounts(windowStart, settings.windows(), settings.windowSeconds());
        ClosedLoop loop = settings.closedLoop()
                ? new ClosedLoop(rooms, settings.messageSize(), deliveries, windowStart, windowEnd) : null;
        receiving.set((key, room, member, nanos) -> {
            deliveries.received(key, room, member, nanos);
            if (Deliveries.room(key) == room) {
                windows.count(nanos);
                if (loop != null) {
                    loop.received(key, room);
                }
            }
        });
        AtomicLong skipped = new AtomicLong();
        ScheduledExecutorService pacer = null;
        if (loop != null) {
            loop.start();
        } else {
            pacer = pace(rooms, settings, deliveries, windowStart, windowEnd, skipped);
        }
        long fromMillis = System.currentTimeMillis() + TimeUnit.NANOSECONDS.toMillis(windowStart - System.nanoTime());
        TimeUnit.NANOSECONDS.sleep(windowEnd - System.nanoTime());
        if (loop != null) {
            loop.stop();
        } else {
            pacer.shutdownNow();
        }
        long toMillis = System.currentTimeMillis();
        long drainEnd = System.nanoTime() + TimeUnit.SECONDS.toNanos(DRAIN_SECONDS);
        while (deliveries.incomplete() > 0 && System.nanoTime() < drainEnd) {
            Thread.sleep(50);
        }
        int lost = dropped.get();
        rooms.stream().flatMap(List::stream).forEach(ChatClient::close);

        Histogram latency = deliveries.latencyMicros();
        long expected = deliveries.sent() * (settings.roomSize() - 1);
        List<Long> receipts = windows.counts();
        double score = (loop != null ? receipts.stream().mapToLong(Long::longValue).sum() : deliveries.delivered())
                / (double) settings.seconds();
        ChatResult result = new ChatResult(settings.rooms(), settings.roomSize(), settings.connections(),
                settings.messageRate(), settings.messageSize(), settings.seconds(), failed, lost, deliveries.sent(),
                expected, deliveries.delivered(), deliveries.misdelivered(), skipped.get(), deliveries.incomplete(),
                score, new ChatLatency(millis(latency, 50), millis(latency, 90), millis(latency, 99),
                        millis(latency, 99.9), latency.getTotalCount() == 0 ? 0 : latency.getMaxValue() / 1000.0),
                null);
        return new Outcome(result, fromMillis, toMillis, settings.windowSeconds(), receipts, latency);
    }

    /** Opens every member's connection into {@code rooms}; the number that could not connect. */
    private static int connect(String chatUrl, ChatSettings settings, ChatClient.Receiver receiver,
                               AtomicInteger dropped, List<List<ChatClient>> rooms) throws InterruptedException {
        HttpClient http = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).build();
        List<CompletableFuture<?>> connecting = new ArrayList<>();
        String tag = Long.toString(System.nanoTime(), 36);
        for (int r = 0; r < settings.rooms(); r++) {
            List<ChatClient> room = new ArrayList<>();
            for (int m = 0; m < settings.roomSize(); m++) {
                ChatClient client = new ChatClient(r, m, receiver, dropped::incrementAndGet);
                room.add(client);
                connecting.add(http.newWebSocketBuilder().connectTimeout(CONNECT_TIMEOUT)
                        .buildAsync(URI.create(chatUrl + "bench-" + tag + "-" + r), client)
                        .thenAccept(client::connected));
            }
            rooms.add(room);
        }
        awaitQuietly(connecting);
        return (int) rooms.stream().flatMap(List::stream).filter(c -> !c.isConnected()).count();
    }

    /** The fixed pace: each room's members send in turn, {@code messageRate} messages per second per room. */
    private static ScheduledExecutorService pace(List<List<ChatClient>> rooms, ChatSettings settings,
                                                 Deliveries deliveries, long windowStart, long windowEnd,
                                                 AtomicLong skipped) {
        ScheduledExecutorService pacer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "chat-pacer");
            thread.setDaemon(true);
            return thread;
        });
        long periodNanos = (long) (1e9 / settings.messageRate());
        for (int r = 0; r < rooms.size(); r++) {
            Turns turns = new Turns(r, rooms.get(r), settings.messageSize(), deliveries, windowStart, windowEnd, skipped);
            // Rooms start spread over one period, so their sends do not all fall on the same instant.
            pacer.scheduleAtFixedRate(turns, periodNanos * r / rooms.size(), periodNanos, TimeUnit.NANOSECONDS);
        }
        return pacer;
    }

    private static double millis(Histogram micros, double percentile) {
        return micros.getTotalCount() == 0 ? 0 : micros.getValueAtPercentile(percentile) / 1000.0;
    }

    /** Waits for the connections; those that fail or time out are counted afterwards as not connected. */
    private static void awaitQuietly(List<CompletableFuture<?>> connecting) throws InterruptedException {
        try {
            CompletableFuture.allOf(connecting.toArray(CompletableFuture[]::new))
                    .get(CONNECT_TIMEOUT.toSeconds() + 5, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // Counted per client below.
        }
    }

    /** One room's pacing: each tick, the next member in turn sends one message. */
    private static final class Turns implements Runnable {

        private final int room;
        private final List<ChatClient> members;
        private final int size;
        private final Deliveries deliveries;
        private final long windowStart;
        private final long windowEnd;
        private final AtomicLong skipped;
        private long sequence;
        private int turn;

        Turns(int room, List<ChatClient> members, int size, Deliveries deliveries, long windowStart, long windowEnd,
              AtomicLong skipped) {
            this.room = room;
            this.members = members;
            this.size = size;
            this.deliveries = deliveries;
            this.windowStart = windowStart;
            this.windowEnd = windowEnd;
            this.skipped = skipped;
        }

        @Override
        public void run() {
            ChatClient sender = members.get(turn);
            turn = (turn + 1) % members.size();
            long now = System.nanoTime();
            boolean counted = now >= windowStart && now < windowEnd;
            long key = Deliveries.key(room, sequence);
            if (counted) {
                deliveries.sent(key, sender.member(), now);
            }
            if (sender.send(ChatClient.message(room, sequence, size))) {
                sequence++;
            } else if (counted) {
                deliveries.unsent(key);
                skipped.incrementAndGet();
            }
        }
    }
}
