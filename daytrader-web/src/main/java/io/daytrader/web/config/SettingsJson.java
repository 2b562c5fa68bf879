package io.daytrader.web.config;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.trade.OrderProcessingMode;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The settings as JSON, for programs ({@code GET /config} with {@code Accept: application/json}; {@code PUT /config}
 * with a JSON object of the settings to change). A change goes through {@link ConfigUpdate}, so the page and the JSON
 * accept exactly the same values; a name it does not know, or a value of the wrong type, changes nothing.
 */
final class SettingsJson {

    /** The JSON names and the classic parameter names of the page that ConfigUpdate reads. */
    private static final Map<String, String> PARAMETERS = new LinkedHashMap<>();

    static {
        PARAMETERS.put("runtimeMode", "RunTimeMode");
        PARAMETERS.put("orderProcessingMode", "OrderProcessingMode");
        PARAMETERS.put("users", "MaxUsers");
        PARAMETERS.put("quotes", "MaxQuotes");
        PARAMETERS.put("marketSummaryInterval", "marketSummaryInterval");
        PARAMETERS.put("primIterations", "primIterations");
        PARAMETERS.put("publishQuotePriceChange", "EnablePublishQuotePriceChange");
        PARAMETERS.put("displayOrderAlerts", "DisplayOrderAlerts");
        PARAMETERS.put("longRun", "EnableLongRun");
    }

    private SettingsJson() {
    }

    static JsonObject of(TradeSettings settings, Set<RuntimeMode> runtimeModes, Set<OrderProcessingMode> orderModes) {
        JsonArrayBuilder offeredRuntimeModes = Json.createArrayBuilder();
        runtimeModes.stream().sorted().forEach(mode -> offeredRuntimeModes.add(mode.name()));
        JsonArrayBuilder offeredOrderModes = Json.createArrayBuilder();
        orderModes.stream().sorted().forEach(mode -> offeredOrderModes.add(mode.name()));
        return Json.createObjectBuilder()
                .add("runtimeMode", settings.getRuntimeMode().name())
                .add("runtimeModeName", settings.getRuntimeMode().displayName())
                .add("orderProcessingMode", settings.getOrderProcessingMode().name())
                .add("orderProcessingModeName", settings.getOrderProcessingMode().displayName())
                .add("users", settings.getUsers())
                .add("quotes", settings.getQuotes())
                .add("marketSummaryInterval", settings.getMarketSummaryInterval())
                .add("primIterations", settings.getPrimIterations())
                .add("publishQuotePriceChange", settings.isPublishQuotePriceChange())
                .add("displayOrderAlerts", settings.isDisplayOrderAlerts())
                .add("longRun", settings.isLongRun())
                .add("negativeBalanceAllowed", settings.isNegativeBalanceAllowed())
                .add("offeredRuntimeModes", offeredRuntimeModes)
                .add("offeredOrderProcessingModes", offeredOrderModes)
                .build();
    }

    /** The change a JSON object asks for, as the page's parameters; IllegalArgumentException names what is wrong. */
    static Function<String, String> parameters(JsonObject change) {
        Map<String, String> parameters = new HashMap<>();
        for (Map.Entry<String, JsonValue> field : change.entrySet()) {
            String parameter = PARAMETERS.get(field.getKey());
            if (parameter == null) {
                throw new IllegalArgumentException("unknown setting '" + field.getKey() + "' (known: "
                        + String.join(", ", PARAMETERS.keySet()) + ")");
            }
            parameters.put(parameter, text(field.getKey(), field.getValue()));
        }
        return parameters::get;
    }

    /** A refusal of {@link ConfigUpdate} told with the JSON names instead of the page's. */
    static String inJsonNames(String message) {
        String told = message;
        for (Map.Entry<String, String> name : PARAMETERS.entrySet()) {
            told = told.replaceAll("\\b" + name.getValue() + "\\b", name.getKey());
        }
        return told;
    }

    private static String text(String name, JsonValue value) {
        return switch (value.getValueType()) {
            case STRING -> ((JsonString) value).getString();
            case NUMBER -> {
                JsonNumber number = (JsonNumber) value;
                if (!number.isIntegral()) {
                    throw new IllegalArgumentException(name + " must be a whole number, not " + number);
                }
                yield number.toString();
            }
            case TRUE -> "true";
            case FALSE -> "false";
            default -> throw new IllegalArgumentException(name + " must be a string, a number or true/false, not "
                    + value.getValueType().name().toLowerCase(java.util.Locale.ROOT));
        };
    }
}
