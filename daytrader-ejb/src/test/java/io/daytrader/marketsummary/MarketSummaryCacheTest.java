package io.daytrader.marketsummary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MarketSummaryCacheTest {

    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);
    private static final int CALLERS = 16;

    private final AtomicLong clock = new AtomicLong(123_456_789L);
    private final AtomicInteger interval = new AtomicInteger();
    private final AtomicInteger computations = new AtomicInteger();
    private final ExecutorService pool = Executors.newFixedThreadPool(CALLERS);

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    /** A summary whose TSIA tells which computation made it. */
    private static MarketSummary summary(int number) {
        return new MarketSummary(BigDecimal.valueOf(number), BigDecimal.ONE, number, List.of(), List.of(),
                LocalDateTime.of(2024, 1, 1, 0, 0));
    }

    private MarketSummary countingComputation() {
        return summary(computations.incrementAndGet());
    }

    /** A cache and the computation the test's callers hand it. */
    private record BoundCache(MarketSummaryCache cache, Supplier<MarketSummary> computation) {

        MarketSummary get() {
            return cache.get(computation);
        }

        void invalidate() {
            cache.invalidate();
        }
    }

    private BoundCache cache(int seconds, Supplier<MarketSummary> computation) {
        interval.set(seconds);
        return new BoundCache(new MarketSummaryCache(interval::get, clock::get), computation);
    }

    private BoundCache countingCache(int seconds) {
        return cache(seconds, this::countingComputation);
    }

    private static int numberOf(MarketSummary summary) {
        return summary.tsia().intValueExact();
    }

    private void advance(long nanos) {
        clock.addAndGet(nanos);
    }

    @Test
    void intervalZeroComputesOnEveryCall() {
        BoundCache cache = countingCache(0);

        assertThat(numberOf(cache.get())).isEqualTo(1);
        assertThat(numberOf(cache.get())).isEqualTo(2);
        assertThat(numberOf(cache.get())).isEqualTo(3);
    }

    @Test
    void negativeIntervalComputesOnceEver() {
        BoundCache cache = countingCache(-1);

        assertThat(numberOf(cache.get())).isEqualTo(1);
        for (int i = 0; i < 5; i++) {
            advance(TimeUnit.DAYS.toNanos(1));
            assertThat(numberOf(cache.get())).isEqualTo(1);
        }
        assertThat(computations).hasValue(1);
    }

    @Test
    void positiveIntervalRecomputesOnlyOnceTheIntervalElapsed() {
        BoundCache cache = countingCache(20);

        assertThat(numberOf(cache.get())).isEqualTo(1);
        advance(20 * SECOND - 1);
        assertThat(numberOf(cache.get())).isEqualTo(1);

        advance(1);
        assertThat(numberOf(cache.get())).isEqualTo(2);
        assertThat(numberOf(cache.get())).isEqualTo(2);

        advance(19 * SECOND);
        assertThat(numberOf(cache.get())).isEqualTo(2);
        advance(SECOND);
        assertThat(numberOf(cache.get())).isEqualTo(3);
        assertThat(computations).hasValue(3);
    }

    @Test
    void intervalIsReadOnEveryCall() {
        BoundCache cache = countingCache(60);
        cache.get();
        assertThat(numberOf(cache.get())).isEqualTo(1);

        interval.set(0);
        assertThat(numberOf(cache.get())).isEqualTo(2);
        assertThat(numberOf(cache.get())).isEqualTo(3);
    }

    @Test
    void invalidateForcesARecompute() {
        BoundCache cache = countingCache(60);
        assertThat(numberOf(cache.get())).isEqualTo(1);

        cache.invalidate();

        assertThat(numberOf(cache.get())).isEqualTo(2);
        assertThat(numberOf(cache.get())).isEqualTo(2);
    }

    @Test
    void invalidateWorksForANegativeIntervalToo() {
        BoundCache cache = countingCache(-1);
        cache.get();

        cache.invalidate();

        assertThat(numberOf(cache.get())).isEqualTo(2);
        assertThat(numberOf(cache.get())).isEqualTo(2);
    }

    @Test
    void concurrentFirstCallersShareOneComputation() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        BoundCache cache = cache(10, () -> {
            await(release);
            return countingComputation();
        });

        List<Future<MarketSummary>> callers = startTogether(cache);
        release.countDown();

        for (Future<MarketSummary> caller : callers) {
            assertThat(numberOf(caller.get(5, TimeUnit.SECONDS))).isEqualTo(1);
        }
        assertThat(computations).hasValue(1);
    }

    @Test
    void onlyOneCallerRecomputesWhileTheOthersGetTheCachedSummaryAtOnce() throws Exception {
        CountDownLatch computing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        MarketSummary old = summary(1);
        MarketSummary fresh = summary(2);
        BoundCache cache = cache(10, () -> {
            if (computations.incrementAndGet() == 1) {
                return old;
            }
            computing.countDown();
            await(release);
            return fresh;
        });
        assertThat(cache.get()).isSameAs(old);
        advance(10 * SECOND);

        Queue<MarketSummary> returned = new ConcurrentLinkedQueue<>();
        Semaphore finished = new Semaphore(0);
        List<Future<MarketSummary>> callers = startTogether(() -> {
            MarketSummary summary = cache.get();
            returned.add(summary);
            finished.release();
            return summary;
        });

        assertThat(computing.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(finished.tryAcquire(CALLERS - 1, 5, TimeUnit.SECONDS))
                .as("the other callers return while the computation is blocked")
                .isTrue();
        assertThat(returned).hasSize(CALLERS - 1).allMatch(summary -> summary == old);
        assertThat(finished.tryAcquire()).as("the computing caller is still blocked").isFalse();
        assertThat(computations).hasValue(2);

        release.countDown();

        List<MarketSummary> results = new ArrayList<>();
        for (Future<MarketSummary> caller : callers) {
            results.add(caller.get(5, TimeUnit.SECONDS));
        }
        assertThat(results).filteredOn(summary -> summary == fresh).hasSize(1);
        assertThat(results).filteredOn(summary -> summary == old).hasSize(CALLERS - 1);
        assertThat(computations).hasValue(2);
        assertThat(cache.get()).isSameAs(fresh);
    }

    @Test
    void failedRecomputeReachesTheCallerKeepsTheOldSummaryAndIsRetried() {
        RuntimeException failure = new IllegalStateException("database unavailable");
        AtomicInteger calls = new AtomicInteger();
        MarketSummary old = summary(1);
        MarketSummary fresh = summary(3);
        BoundCache cache = cache(10, () -> switch (calls.incrementAndGet()) {
            case 1 -> old;
            case 2 -> throw failure;
            default -> fresh;
        });
        assertThat(cache.get()).isSameAs(old);
        advance(10 * SECOND);

        assertThatThrownBy(cache::get).isSameAs(failure);

        interval.set(-1);
        assertThat(cache.get()).isSameAs(old);
        assertThat(calls).hasValue(2);

        interval.set(10);
        assertThat(cache.get()).isSameAs(fresh);
        assertThat(calls).hasValue(3);
        assertThat(cache.get()).isSameAs(fresh);
        assertThat(calls).hasValue(3);
    }

    @Test
    void failedFirstComputationIsRetriedByTheNextCaller() {
        AtomicInteger calls = new AtomicInteger();
        BoundCache cache = cache(10, () -> {
            if (calls.incrementAndGet() == 1) {
                throw new IllegalStateException("database unavailable");
            }
            return summary(7);
        });

        assertThatThrownBy(cache::get).isInstanceOf(IllegalStateException.class);
        assertThat(numberOf(cache.get())).isEqualTo(7);
        assertThat(calls).hasValue(2);
    }

    private List<Future<MarketSummary>> startTogether(BoundCache cache) {
        return startTogether(cache::get);
    }

    private List<Future<MarketSummary>> startTogether(Supplier<MarketSummary> call) {
        CountDownLatch start = new CountDownLatch(1);
        List<Future<MarketSummary>> callers = new ArrayList<>();
        for (int i = 0; i < CALLERS; i++) {
            callers.add(pool.submit(() -> {
                start.await();
                return call.get();
            }));
        }
        start.countDown();
        return callers;
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("latch not released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
