package io.daytrader.web.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.trade.OrderProcessingMode;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import java.io.StringReader;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

class SettingsJsonTest {

    private static JsonObject json(String text) {
        return Json.createReader(new StringReader(text)).readObject();
    }

    @Test
    void theSettingsAndTheModesOnOfferAreWrittenByName() {
        JsonObject json = SettingsJson.of(TradeSettings.defaults().withPrimIterations(3),
                EnumSet.of(RuntimeMode.DIRECT, RuntimeMode.EJB3), EnumSet.of(OrderProcessingMode.SYNC));

        assertThat(json.getString("runtimeMode")).isEqualTo(TradeSettings.defaults().getRuntimeMode().name());
        assertThat(json.getString("runtimeModeName")).isEqualTo(TradeSettings.defaults().getRuntimeMode().displayName());
        assertThat(json.getInt("primIterations")).isEqualTo(3);
        assertThat(json.getJsonArray("offeredRuntimeModes").getValuesAs(jakarta.json.JsonString::getString))
                .containsExactly("EJB3", "DIRECT");
        assertThat(json.getJsonArray("offeredOrderProcessingModes")).hasSize(1);
    }

    @Test
    void aChangeGoesThroughTheSameRulesAsThePage() {
        TradeSettings changed = ConfigUpdate.apply(SettingsJson.parameters(json(
                "{\"runtimeMode\": \"DIRECT\", \"users\": 500, \"longRun\": true, \"displayOrderAlerts\": false}")),
                TradeSettings.defaults());

        assertThat(changed.getRuntimeMode()).isEqualTo(RuntimeMode.DIRECT);
        assertThat(changed.getUsers()).isEqualTo(500);
        assertThat(changed.isLongRun()).isTrue();
        assertThat(changed.isDisplayOrderAlerts()).isFalse();
        assertThat(changed.getQuotes()).as("not named, not changed").isEqualTo(TradeSettings.defaults().getQuotes());
    }

    @Test
    void unknownNamesAndWrongTypesAreRefusedWithTheirName() {
        assertThatThrownBy(() -> SettingsJson.parameters(json("{\"mode\": \"DIRECT\"}")))
                .hasMessageContaining("unknown setting 'mode'").hasMessageContaining("runtimeMode");
        assertThatThrownBy(() -> SettingsJson.parameters(json("{\"users\": 1.5}"))).hasMessageContaining("users");
        assertThatThrownBy(() -> SettingsJson.parameters(json("{\"users\": [1]}"))).hasMessageContaining("users");
        assertThatThrownBy(() -> ConfigUpdate.apply(SettingsJson.parameters(json("{\"users\": \"many\"}")),
                TradeSettings.defaults())).hasMessageContaining("MaxUsers");
        assertThat(SettingsJson.inJsonNames("MaxUsers must be a whole number, not 'many'"))
                .isEqualTo("users must be a whole number, not 'many'");
    }
}
