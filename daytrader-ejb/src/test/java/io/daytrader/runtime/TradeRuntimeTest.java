package io.daytrader.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.testdb.DerbyTestDatabase;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.TradeServices;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TradeRuntimeTest {

    private final DerbyTestDatabase database = new DerbyTestDatabase();
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    private final TradeServices direct = stub("direct");
    private final TradeServices sessionToDirect = stub("sessionToDirect");

    @AfterEach
    void close() {
        scheduler.shutdownNow();
        database.close();
    }

    @Test
    void servesTheModeOfTheSnapshotInForce() {
        TradeRuntime runtime = runtime(TradeSettings.defaults().withRuntimeMode(RuntimeMode.DIRECT));
        assertThat(runtime.current()).isSameAs(direct);

        runtime.updateSettings(s -> s.withRuntimeMode(RuntimeMode.SESSION_TO_DIRECT));

        assertThat(runtime.current()).isSameAs(sessionToDirect);
        assertThat(runtime.services(TradeSettings.defaults().withRuntimeMode(RuntimeMode.DIRECT))).isSameAs(direct);
    }

    @Test
    void refusesAModeItDoesNotOfferAndChangesNothing() {
        TradeRuntime runtime = runtime(TradeSettings.defaults().withRuntimeMode(RuntimeMode.DIRECT));
        TradeSettings before = runtime.settings();

        assertThatThrownBy(() -> runtime.updateSettings(s -> s.withRuntimeMode(RuntimeMode.EJB3).withUsers(10)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Full EJB3 is not offered").hasMessageContaining("Direct (JDBC), Session to Direct");
        assertThatThrownBy(() -> runtime.updateSettings(
                s -> s.withOrderProcessingMode(OrderProcessingMode.ASYNC_2PHASE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Async_2-Phase is not offered");
        assertThat(runtime.settings()).isSameAs(before);
        assertThatThrownBy(() -> runtime.services(TradeSettings.defaults()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void offersTheAsynchronousModesItHasAQueueFor() {
        assertThat(runtime(TradeSettings.defaults()).orderProcessingModes())
                .containsExactly(OrderProcessingMode.SYNC, OrderProcessingMode.ASYNC);
        TradeRuntime withTwoPhase = TradeRuntime.builder(TradeSettings.defaults(), database.dataSource(), scheduler)
                .mode(RuntimeMode.DIRECT, r -> direct).twoPhaseQueue((order, mode) -> { }).build();
        assertThat(withTwoPhase.orderProcessingModes()).containsExactly(OrderProcessingMode.values());
    }

    @Test
    void startsInAnOfferedModeWhenTheConfiguredOneIsNotOffered() {
        TradeRuntime runtime = runtime(TradeSettings.defaults().withOrderProcessingMode(OrderProcessingMode.ASYNC_2PHASE)
                .withUsers(42));

        assertThat(runtime.settings().getRuntimeMode()).isEqualTo(RuntimeMode.DIRECT);
        assertThat(runtime.settings().getOrderProcessingMode()).isEqualTo(OrderProcessingMode.SYNC);
        assertThat(runtime.settings().getUsers()).isEqualTo(42);
        assertThat(runtime.runtimeModes()).containsExactly(RuntimeMode.DIRECT, RuntimeMode.SESSION_TO_DIRECT);
    }

    @Test
    void concurrentUpdatesAreAllKeptAndEveryReaderSeesAWholeSnapshot() throws Exception {
        TradeRuntime runtime = runtime(TradeSettings.defaults().withRuntimeMode(RuntimeMode.DIRECT).withUsers(1)
                .withQuotes(1));
        int writers = 4;
        int updatesEach = 500;
        ExecutorService threads = Executors.newFixedThreadPool(writers + 1);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> work = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            work.add(threads.submit(() -> {
                start.await();
                for (int i = 0; i < updatesEach; i++) {
                    // users and quotes always move together: a reader must never see them apart
                    runtime.updateSettings(s -> s.withUsers(s.getUsers() + 1).withQuotes(s.getQuotes() + 1));
                }
                return null;
            }));
        }
        Future<Integer> reader = threads.submit(() -> {
            start.await();
            int torn = 0;
            for (int i = 0; i < 20_000; i++) {
                TradeSettings snapshot = runtime.settings();
                if (snapshot.getUsers() != snapshot.getQuotes()) {
                    torn++;
                }
            }
            return torn;
        });
        start.countDown();
        for (Future<?> f : work) {
            f.get(30, TimeUnit.SECONDS);
        }
        assertThat(reader.get(30, TimeUnit.SECONDS)).isZero();
        threads.shutdown();
        assertThat(runtime.settings().getUsers()).isEqualTo(1 + writers * updatesEach);
        assertThat(runtime.settings().getQuotes()).isEqualTo(1 + writers * updatesEach);
    }

    private TradeRuntime runtime(TradeSettings settings) {
        return TradeRuntime.builder(settings, database.dataSource(), scheduler)
                .mode(RuntimeMode.DIRECT, r -> direct)
                .mode(RuntimeMode.SESSION_TO_DIRECT, r -> sessionToDirect)
                .build();
    }

    private static TradeServices stub(String name) {
        return (TradeServices) Proxy.newProxyInstance(TradeServices.class.getClassLoader(),
                new Class<?>[] {TradeServices.class}, (proxy, method, args) -> {
                    if (method.getName().equals("toString")) {
                        return name;
                    }
                    throw new UnsupportedOperationException(name + "." + method.getName());
                });
    }
}
