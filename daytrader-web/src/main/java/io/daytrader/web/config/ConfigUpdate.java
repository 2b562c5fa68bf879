package io.daytrader.web.config;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.trade.OrderProcessingMode;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * Applies the parameters of {@code /config?action=updateConfig} (the classic names) to the settings. Every value
 * is validated before any is applied, so a bad request changes nothing. A checkbox left out of the request is
 * switched off, as on the classic page, but only when the request comes from the form ({@code form=true}).
 */
final class ConfigUpdate {

    private ConfigUpdate() {
    }

    static void apply(Function<String, String> parameters, TradeSettings settings) {
        TradeSettings validated = copy(settings);
        String runtimeMode = parameters.apply("RunTimeMode");
        if (runtimeMode != null) {
            validated.setRuntimeMode(parseEnum(runtimeMode, RuntimeMode.values(), RuntimeMode::fromName, "RunTimeMode"));
        }
        String orderMode = parameters.apply("OrderProcessingMode");
        if (orderMode != null) {
            validated.setOrderProcessingMode(parseEnum(orderMode, OrderProcessingMode.values(),
                    OrderProcessingMode::fromName, "OrderProcessingMode"));
        }
        setInt(parameters, "MaxUsers", validated::setUsers);
        setInt(parameters, "MaxQuotes", validated::setQuotes);
        setInt(parameters, "marketSummaryInterval", validated::setMarketSummaryInterval);
        setInt(parameters, "primIterations", validated::setPrimIterations);
        boolean form = "true".equals(parameters.apply("form"));
        setFlag(parameters, form, "EnablePublishQuotePriceChange", validated::setPublishQuotePriceChange);
        setFlag(parameters, form, "DisplayOrderAlerts", validated::setDisplayOrderAlerts);
        setFlag(parameters, form, "EnableLongRun", validated::setLongRun);
        copyInto(validated, settings);
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

    private static void setInt(Function<String, String> parameters, String name, IntConsumer setter) {
        String value = parameters.apply(name);
        if (value == null || value.isBlank()) {
            return;
        }
        try {
            setter.accept(Integer.parseInt(value.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, not '" + value + "'");
        }
    }

    private static void setFlag(Function<String, String> parameters, boolean form, String name,
            Consumer<Boolean> setter) {
        String value = parameters.apply(name);
        if (value != null) {
            setter.accept(!"false".equalsIgnoreCase(value.trim()) && !"off".equalsIgnoreCase(value.trim()));
        } else if (form) {
            setter.accept(false);
        }
    }

    private static TradeSettings copy(TradeSettings from) {
        TradeSettings copy = new TradeSettings();
        copyInto(from, copy);
        return copy;
    }

    private static void copyInto(TradeSettings from, TradeSettings to) {
        to.setRuntimeMode(from.getRuntimeMode());
        to.setOrderProcessingMode(from.getOrderProcessingMode());
        to.setQuotes(from.getQuotes());
        to.setUsers(from.getUsers());
        to.setMarketSummaryInterval(from.getMarketSummaryInterval());
        to.setPrimIterations(from.getPrimIterations());
        to.setPublishQuotePriceChange(from.isPublishQuotePriceChange());
        to.setDisplayOrderAlerts(from.isDisplayOrderAlerts());
        to.setLongRun(from.isLongRun());
    }
}
