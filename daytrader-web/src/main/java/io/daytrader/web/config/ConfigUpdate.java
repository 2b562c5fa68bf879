package io.daytrader.web.config;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.trade.OrderProcessingMode;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Applies the parameters of {@code /config?action=updateConfig} (the classic names) to a settings snapshot, giving
 * the new snapshot. Every value is validated before the new snapshot exists, so a bad request changes nothing. A
 * checkbox left out of the request is switched off, as on the classic page, but only when the request comes from
 * the form ({@code form=true}).
 */
final class ConfigUpdate {

    private ConfigUpdate() {
    }

    static TradeSettings apply(Function<String, String> parameters, TradeSettings settings) {
        TradeSettings updated = settings;
        String runtimeMode = parameters.apply("RunTimeMode");
        if (runtimeMode != null) {
            updated = updated.withRuntimeMode(
                    parseEnum(runtimeMode, RuntimeMode.values(), RuntimeMode::fromName, "RunTimeMode"));
        }
        String orderMode = parameters.apply("OrderProcessingMode");
        if (orderMode != null) {
            updated = updated.withOrderProcessingMode(parseEnum(orderMode, OrderProcessingMode.values(),
                    OrderProcessingMode::fromName, "OrderProcessingMode"));
        }
        updated = withInt(parameters, "MaxUsers", updated, TradeSettings::withUsers);
        updated = withInt(parameters, "MaxQuotes", updated, TradeSettings::withQuotes);
        updated = withInt(parameters, "marketSummaryInterval", updated, TradeSettings::withMarketSummaryInterval);
        updated = withInt(parameters, "primIterations", updated, TradeSettings::withPrimIterations);
        boolean form = "true".equals(parameters.apply("form"));
        updated = withFlag(parameters, form, "EnablePublishQuotePriceChange", updated,
                TradeSettings::withPublishQuotePriceChange);
        updated = withFlag(parameters, form, "DisplayOrderAlerts", updated, TradeSettings::withDisplayOrderAlerts);
        return withFlag(parameters, form, "EnableLongRun", updated, TradeSettings::withLongRun);
    }

    private static <E extends Enum<E>> E parseEnum(String value, E[] values, Function<String, E> byName, String name) {
        try {
            int index = Integer.parseInt(value.trim());
            if (index < 0 || index >= values.length) {
                throw new IllegalArgumentException(name + " index must be 0 to " + (values.length - 1) + ", not " + index);
            }
            return values[index];
        } catch (NumberFormatException notAnIndex) {
            return byName.apply(value.trim());
        }
    }

    private static TradeSettings withInt(Function<String, String> parameters, String name, TradeSettings settings,
            BiFunction<TradeSettings, Integer, TradeSettings> change) {
        String value = parameters.apply(name);
        if (value == null || value.isBlank()) {
            return settings;
        }
        int number;
        try {
            number = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, not '" + value + "'");
        }
        try {
            return change.apply(settings, number);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
        }
    }

    private static TradeSettings withFlag(Function<String, String> parameters, boolean form, String name,
            TradeSettings settings, BiFunction<TradeSettings, Boolean, TradeSettings> change) {
        String value = parameters.apply(name);
        if (value != null) {
            return change.apply(settings, !"false".equalsIgnoreCase(value.trim()) && !"off".equalsIgnoreCase(value.trim()));
        }
        return form ? change.apply(settings, false) : settings;
    }
}
