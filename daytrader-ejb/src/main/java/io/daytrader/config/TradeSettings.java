package io.daytrader.config;

import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.trade.OrderProcessingMode;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The settings of a running DayTrader (spec, section 3.3). They start from environment variables
 * ({@code DAYTRADER_USERS}, ...) or system properties ({@code daytrader.users}, ...), the latter winning, and
 * can be changed while the application runs; every request reads the values in force.
 */
public final class TradeSettings {

    private volatile RuntimeMode runtimeMode = RuntimeMode.EJB3;
    private volatile OrderProcessingMode orderProcessingMode = OrderProcessingMode.SYNC;
    private volatile int users = PopulationSettings.DEFAULT_USERS;
    private volatile int quotes = PopulationSettings.DEFAULT_QUOTES;
    private volatile int marketSummaryInterval = 20;
    private volatile int primIterations = 1;
    private volatile boolean publishQuotePriceChange = true;
    private volatile boolean displayOrderAlerts = true;
    private volatile boolean longRun = true;

    /** The settings from the process environment and system properties. */
    public static TradeSettings fromEnvironment() {
        return from(System.getenv(), System.getProperties()::getProperty);
    }

    static TradeSettings from(Map<String, String> environment, Function<String, String> properties) {
        TradeSettings settings = new TradeSettings();
        Function<String, String> lookup = key -> {
            String property = properties.apply("daytrader." + key);
            return property != null ? property
                    : environment.get("DAYTRADER_" + key.replaceAll("([a-z])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT));
        };
        apply(lookup, "runtimeMode", value -> settings.setRuntimeMode(RuntimeMode.fromName(value)));
        apply(lookup, "orderProcessingMode",
                value -> settings.setOrderProcessingMode(OrderProcessingMode.fromName(value)));
        apply(lookup, "users", value -> settings.setUsers(Integer.parseInt(value)));
        apply(lookup, "quotes", value -> settings.setQuotes(Integer.parseInt(value)));
        apply(lookup, "marketSummaryInterval", value -> settings.setMarketSummaryInterval(Integer.parseInt(value)));
        apply(lookup, "primIterations", value -> settings.setPrimIterations(Integer.parseInt(value)));
        apply(lookup, "publishQuotePriceChange",
                value -> settings.setPublishQuotePriceChange(Boolean.parseBoolean(value)));
        apply(lookup, "displayOrderAlerts", value -> settings.setDisplayOrderAlerts(Boolean.parseBoolean(value)));
        apply(lookup, "longRun", value -> settings.setLongRun(Boolean.parseBoolean(value)));
        return settings;
    }

    private static void apply(Function<String, String> lookup, String key, Consumer<String> setter) {
        String value = lookup.apply(key);
        if (value != null && !value.isBlank()) {
            try {
                setter.accept(value.strip());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Bad DayTrader setting " + key + "=" + value + ": " + e.getMessage(),
                        e);
            }
        }
    }

    /** The population the database is built and reset to. */
    public PopulationSettings population() {
        return PopulationSettings.of(users, quotes);
    }

    public RuntimeMode getRuntimeMode() {
        return runtimeMode;
    }

    public void setRuntimeMode(RuntimeMode runtimeMode) {
        this.runtimeMode = Objects.requireNonNull(runtimeMode);
    }

    public OrderProcessingMode getOrderProcessingMode() {
        return orderProcessingMode;
    }

    public void setOrderProcessingMode(OrderProcessingMode orderProcessingMode) {
        this.orderProcessingMode = Objects.requireNonNull(orderProcessingMode);
    }

    public int getUsers() {
        return users;
    }

    public void setUsers(int users) {
        PopulationSettings.of(users, quotes);
        this.users = users;
    }

    public int getQuotes() {
        return quotes;
    }

    public void setQuotes(int quotes) {
        PopulationSettings.of(users, quotes);
        this.quotes = quotes;
    }

    public int getMarketSummaryInterval() {
        return marketSummaryInterval;
    }

    public void setMarketSummaryInterval(int seconds) {
        this.marketSummaryInterval = seconds;
    }

    public int getPrimIterations() {
        return primIterations;
    }

    public void setPrimIterations(int primIterations) {
        if (primIterations < 1) {
            throw new IllegalArgumentException("Primitive iterations must be at least 1, not " + primIterations);
        }
        this.primIterations = primIterations;
    }

    public boolean isPublishQuotePriceChange() {
        return publishQuotePriceChange;
    }

    public void setPublishQuotePriceChange(boolean publishQuotePriceChange) {
        this.publishQuotePriceChange = publishQuotePriceChange;
    }

    public boolean isDisplayOrderAlerts() {
        return displayOrderAlerts;
    }

    public void setDisplayOrderAlerts(boolean displayOrderAlerts) {
        this.displayOrderAlerts = displayOrderAlerts;
    }

    public boolean isLongRun() {
        return longRun;
    }

    public void setLongRun(boolean longRun) {
        this.longRun = longRun;
    }

    @Override
    public String toString() {
        return "runtimeMode=" + runtimeMode.displayName() + ", orderProcessingMode="
                + orderProcessingMode.displayName() + ", users=" + users + ", quotes=" + quotes
                + ", marketSummaryInterval=" + marketSummaryInterval + ", primIterations=" + primIterations
                + ", publishQuotePriceChange=" + publishQuotePriceChange + ", displayOrderAlerts="
                + displayOrderAlerts + ", longRun=" + longRun;
    }
}
