package io.daytrader.web.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.trade.OrderProcessingMode;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConfigUpdateTest {

    @Test
    void appliesClassicParametersByIndexOrName() {
        TradeSettings settings = ConfigUpdate.apply(Map.of("RunTimeMode", "1", "OrderProcessingMode", "Async_2-Phase",
                "MaxUsers", "500", "marketSummaryInterval", "-1")::get, TradeSettings.defaults());
        assertThat(settings.getRuntimeMode()).isEqualTo(RuntimeMode.DIRECT);
        assertThat(settings.getOrderProcessingMode()).isEqualTo(OrderProcessingMode.ASYNC_2PHASE);
        assertThat(settings.getUsers()).isEqualTo(500);
        assertThat(settings.getMarketSummaryInterval()).isEqualTo(-1);
        assertThat(settings.isDisplayOrderAlerts()).isTrue();
    }

    @Test
    void aFormLeavingOutACheckboxSwitchesItOff() {
        TradeSettings settings = ConfigUpdate.apply(Map.of("form", "true", "DisplayOrderAlerts", "true")::get,
                TradeSettings.defaults());
        assertThat(settings.isDisplayOrderAlerts()).isTrue();
        assertThat(settings.isLongRun()).isFalse();
        assertThat(settings.isPublishQuotePriceChange()).isFalse();
    }

    @Test
    void aBadValueChangesNothing() {
        TradeSettings settings = TradeSettings.defaults();
        assertThatThrownBy(() -> ConfigUpdate.apply(
                Map.of("RunTimeMode", "2", "MaxUsers", "many")::get, settings))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("MaxUsers");
        assertThatThrownBy(() -> ConfigUpdate.apply(Map.of("OrderProcessingMode", "7")::get, settings))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("OrderProcessingMode");
        assertThatThrownBy(() -> ConfigUpdate.apply(Map.of("primIterations", "0")::get, settings))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ConfigUpdate.apply(Map.of("MaxUsers", "2147483647")::get, settings))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("MaxUsers");
        assertThatThrownBy(() -> ConfigUpdate.apply(Map.of("primIterations", "2147483647")::get, settings))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("primIterations");
        assertThat(settings.getRuntimeMode()).isEqualTo(RuntimeMode.EJB3);
        assertThat(settings.getUsers()).isEqualTo(15_000);
    }

    @Test
    void parametersNotGivenKeepTheirValues() {
        TradeSettings before = TradeSettings.defaults().withPrimIterations(7).withLongRun(false);
        TradeSettings after = ConfigUpdate.apply(Map.of("MaxQuotes", "300")::get, before);
        assertThat(after.getQuotes()).isEqualTo(300);
        assertThat(after.getPrimIterations()).isEqualTo(7);
        assertThat(after.isLongRun()).isFalse();
        assertThat(before.getQuotes()).isEqualTo(10_000);
    }
}
