package io.daytrader.keys;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class KeyGeneratorTest {

    /** Hands out consecutive blocks per key name, starting at {@code firstKey}, and counts the reservations. */
    private static final class CountingSource implements KeyBlockSource {

        private final int firstKey;
        private final Map<String, AtomicInteger> nextKeys = new ConcurrentHashMap<>();
        private final Map<String, AtomicInteger> reservations = new ConcurrentHashMap<>();
        private final List<Integer> requestedSizes = new ArrayList<>();

        CountingSource(int firstKey) {
            this.firstKey = firstKey;
        }

        @Override
        public synchronized int reserve(String keyName, int size) {
            requestedSizes.add(size);
            reservations.computeIfAbsent(keyName, k -> new AtomicInteger()).incrementAndGet();
            return nextKeys.computeIfAbsent(keyName, k -> new AtomicInteger(firstKey)).getAndAdd(size);
        }

        int reservations(String keyName) {
            AtomicInteger count = reservations.get(keyName);
            return count == null ? 0 : count.get();
        }

        int totalReservations() {
            return reservations.values().stream().mapToInt(AtomicInteger::get).sum();
        }
    }

    private static List<Integer> take(KeyGenerator generator, String keyName, int count) {
        List<Integer> keys = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            keys.add(generator.next(keyName));
        }
        return keys;
    }

    @Test
    void keysWithinABlockAreConsecutiveAndNeedOneReservation() {
        CountingSource source = new CountingSource(100);
        KeyGenerator generator = new KeyGenerator(source, 10);

        assertThat(take(generator, "order", 10)).containsExactly(100, 101, 102, 103, 104, 105, 106, 107, 108, 109);
        assertThat(source.reservations("order")).isEqualTo(1);
    }

    @Test
    void reservesTheNextBlockOnlyWhenTheCurrentOneIsExhausted() {
        CountingSource source = new CountingSource(1);
        KeyGenerator generator = new KeyGenerator(source, 5);

        take(generator, "order", 5);
        assertThat(source.reservations("order")).isEqualTo(1);

        assertThat(generator.next("order")).isEqualTo(6);
        assertThat(source.reservations("order")).isEqualTo(2);

        take(generator, "order", 4);
        assertThat(source.reservations("order")).isEqualTo(2);
        assertThat(generator.next("order")).isEqualTo(11);
        assertThat(source.reservations("order")).isEqualTo(3);
    }

    @Test
    void usesTheKeysTheSourceReserved() {
        KeyBlockSource hundreds = new KeyBlockSource() {
            private int block;

            @Override
            public int reserve(String keyName, int size) {
                return ++block * 100;
            }
        };
        KeyGenerator generator = new KeyGenerator(hundreds, 3);

        assertThat(take(generator, "holding", 7)).containsExactly(100, 101, 102, 200, 201, 202, 300);
    }

    @Test
    void keyNamesAreIndependent() {
        CountingSource source = new CountingSource(1);
        KeyGenerator generator = new KeyGenerator(source, 4);

        assertThat(take(generator, "order", 3)).containsExactly(1, 2, 3);
        assertThat(take(generator, "holding", 5)).containsExactly(1, 2, 3, 4, 5);
        assertThat(take(generator, "order", 2)).containsExactly(4, 5);
        assertThat(source.reservations("order")).isEqualTo(2);
        assertThat(source.reservations("holding")).isEqualTo(2);
        assertThat(source.reservations("account")).isZero();
    }

    @Test
    void discardReservedBlocksForcesANewReservation() {
        CountingSource source = new CountingSource(1);
        KeyGenerator generator = new KeyGenerator(source, 10);
        take(generator, "order", 3);
        take(generator, "holding", 1);

        generator.discardReservedBlocks();

        assertThat(generator.next("order")).isEqualTo(11);
        assertThat(generator.next("holding")).isEqualTo(11);
        assertThat(source.reservations("order")).isEqualTo(2);
        assertThat(source.reservations("holding")).isEqualTo(2);
    }

    @Test
    void defaultBlockSizeIs1000() {
        CountingSource source = new CountingSource(1);
        KeyGenerator generator = new KeyGenerator(source);

        take(generator, "order", 1000);
        assertThat(source.requestedSizes).containsExactly(1000);

        generator.next("order");
        assertThat(source.requestedSizes).containsExactly(1000, 1000);
    }

    @Test
    void concurrentCallersNeverGetTheSameKey() throws Exception {
        int threads = 16;
        int keysPerThread = 5000;
        int blockSize = 100;
        CountingSource source = new CountingSource(1);
        KeyGenerator generator = new KeyGenerator(source, blockSize);
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<Integer>>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                results.add(pool.submit(() -> {
                    start.await();
                    return take(generator, "order", keysPerThread);
                }));
            }
            start.countDown();

            Set<Integer> keys = new HashSet<>();
            for (Future<List<Integer>> result : results) {
                keys.addAll(result.get(10, TimeUnit.SECONDS));
            }

            int total = threads * keysPerThread;
            assertThat(keys).hasSize(total);
            assertThat(keys).isEqualTo(IntStream.rangeClosed(1, total).boxed().collect(Collectors.toSet()));
            assertThat(source.totalReservations()).isEqualTo(total / blockSize);
        } finally {
            pool.shutdownNow();
        }
    }
}
