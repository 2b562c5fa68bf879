package io.daytrader.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.daytrader.trade.OrderProcessingMode;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TradeSettingsTest {

    @Test
    void aChangeMakesANewSnapshotAndLeavesTheOldOneAsItWas() {
        TradeSettings before = TradeSettings.defaults();
        TradeSettings after = before.withRuntimeMode(RuntimeMode.DIRECT).withUsers(500).withLongRun(false);

        assertThat(before.getRuntimeMode()).isEqualTo(RuntimeMode.EJB3);
        assertThat(before.getUsers()).isEqualTo(15_000);
        assertThat(before.isLongRun()).isTrue();
        assertThat(after.getRuntimeMode()).isEqualTo(RuntimeMode.DIRECT);
        assertThat(after.getUsers()).isEqualTo(500);
        assertThat(after.isLongRun()).isFalse();
        assertThat(after.getQuotes()).isEqualTo(before.getQuotes());
    }

    @Test
    void aBadValueMakesNoSnapshot() {
        assertThatThrownBy(() -> TradeSettings.defaults().withPrimIterations(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1");
        assertThatThrownBy(() -> TradeSettings.defaults().withUsers(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TradeSettings.defaults().withUsers(Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most");
        assertThatThrownBy(() -> TradeSettings.defaults().withQuotes(Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TradeSettings.defaults().withPrimIterations(Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most");
    }

    @Test
    void systemPropertiesWinOverTheEnvironment() {
        TradeSettings settings = TradeSettings.from(
                Map.of("DAYTRADER_RUNTIME_MODE", "Direct (JDBC)", "DAYTRADER_USERS", "200",
                        "DAYTRADER_ORDER_PROCESSING_MODE", "async"),
                Map.of("daytrader.users", "300")::get);

        assertThat(settings.getRuntimeMode()).isEqualTo(RuntimeMode.DIRECT);
        assertThat(settings.getOrderProcessingMode()).isEqualTo(OrderProcessingMode.ASYNC);
        assertThat(settings.getUsers()).isEqualTo(300);
    }

    @Test
    void aBadEnvironmentValueNamesTheSetting() {
        assertThatThrownBy(() -> TradeSettings.from(Map.of("DAYTRADER_PRIM_ITERATIONS", "none"), key -> null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("primIterations=none");
    }

    @Test
    void negativeBalancesAreRefusedUnlessExplicitlyAllowed() {
        assertThat(TradeSettings.defaults().isNegativeBalanceAllowed()).isFalse();
        assertThat(TradeSettings.from(Map.of("DAYTRADER_NEGATIVE_BALANCE_ALLOWED", "true"), key -> null)
                .isNegativeBalanceAllowed()).isTrue();
    }
}
