package io.daytrader.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.domain.Order;
import io.daytrader.marketsummary.RecentQuoteChanges;
import io.daytrader.testdb.DerbyTestDatabase;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.TradeServices;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class LocalRuntimeBootstrapTest {

    private static final TradeSettings SMALL = TradeSettings.defaults().withUsers(20).withQuotes(10);

    @Test
    void offersDirectWithSyncAndAsyncAndCompletesAsyncOrdersOnItsOwnExecutor() throws Exception {
        try (DerbyTestDatabase database = new DerbyTestDatabase();
                TradeRuntime runtime = LocalRuntimeBootstrap.start(SMALL, database.dataSource())) {
            assertThat(runtime.runtimeModes()).containsExactly(RuntimeMode.DIRECT);
            assertThat(runtime.orderProcessingModes())
                    .containsExactly(OrderProcessingMode.SYNC, OrderProcessingMode.ASYNC);
            assertThat(runtime.settings().getRuntimeMode()).isEqualTo(RuntimeMode.DIRECT);

            TradeServices trade = runtime.current();
            trade.login("uid:1", "xxx");
            Order order = trade.buy("uid:1", "s:1", 10, OrderProcessingMode.ASYNC);
            assertThat(order.getOrderStatus()).isEqualTo("open");
            Instant deadline = Instant.now().plus(Duration.ofSeconds(20));
            while (!"closed".equals(status(trade, order)) && Instant.now().isBefore(deadline)) {
                Thread.sleep(100);
            }
            assertThat(status(trade, order)).isEqualTo("closed");
            assertThat(runtime.recentQuoteChanges().snapshot()).extracting(RecentQuoteChanges.QuoteChange::symbol)
                    .contains("s:1");
        }
    }

    @Test
    void closingStopsItsExecutor() throws Exception {
        try (DerbyTestDatabase database = new DerbyTestDatabase()) {
            TradeRuntime runtime = LocalRuntimeBootstrap.start(SMALL, database.dataSource());
            runtime.close();
            assertThat(runtime.scheduler().isShutdown()).isTrue();
            assertThatThrownBy(() -> runtime.scheduler().execute(() -> { }))
                    .isInstanceOf(java.util.concurrent.RejectedExecutionException.class);
        }
    }

    private static String status(TradeServices trade, Order order) throws Exception {
        return trade.getOrders("uid:1", 100).stream().filter(o -> o.getOrderID().equals(order.getOrderID()))
                .findFirst().orElseThrow().getOrderStatus();
    }
}
