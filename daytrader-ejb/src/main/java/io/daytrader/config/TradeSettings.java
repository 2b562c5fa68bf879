package io.daytrader.config;

import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.trade.OrderProcessingMode;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One consistent snapshot of the settings of a running DayTrader (spec, section 3.3). Immutable: a change makes a
 * new snapshot ({@code with...}), which the runtime swaps in whole, so a request that took a snapshot sees one
 * set of values from start to end. The first snapshot comes from environment variables ({@code DAYTRADER_USERS},
 * ...) or system properties ({@code daytrader.users}, ...), the latter winning.
 */
public final class TradeSettings {

    private static final TradeSettings DEFAULTS = new TradeSettings(RuntimeMode.EJB3, OrderProcessingMode.SYNC,
            PopulationSettings.DEFAULT_USERS, PopulationSettings.DEFAULT_QUOTES, 20, 1, true, true, true, false);

    /** Bounds the work one primitive request can ask for. */
    public static final int MAXIMUM_PRIM_ITERATIONS = 1_000;

    private final RuntimeMode runtimeMode;
    private final OrderProcessingMode orderProcessingMode;
    private final int users;
    private final int quotes;
    private final int marketSummaryInterval;
    private final int primIterations;
    private final boolean publishQuotePriceChange;
    private final boolean displayOrderAlerts;
    private final boolean longRun;
    private final boolean negativeBalanceAllowed;

    private TradeSettings(RuntimeMode runtimeMode, OrderProcessingMode orderProcessingMode, int users, int quotes,
            int marketSummaryInterval, int primIterations, boolean publishQuotePriceChange,
            boolean displayOrderAlerts, boolean longRun, boolean negativeBalanceAllowed) {
        PopulationSettings.of(users, quotes);
        if (primIterations < 1 || primIterations > MAXIMUM_PRIM_ITERATIONS) {
            throw new IllegalArgumentException("Primitive iterations must be at least 1 and at most "
                    + MAXIMUM_PRIM_ITERATIONS + ", not " + primIterations);
        }
        this.runtimeMode = Objects.requireNonNull(runtimeMode);
        this.orderProcessingMode = Objects.requireNonNull(orderProcessingMode);
        this.users = users;
        this.quotes = quotes;
        this.marketSummaryInterval = marketSummaryInterval;
        this.primIterations = primIterations;
        this.publishQuotePriceChange = publishQuotePriceChange;
        this.displayOrderAlerts = displayOrderAlerts;
        this.longRun = longRun;
        this.negativeBalanceAllowed = negativeBalanceAllowed;
    }

    /** The classic defaults: Full EJB3, Sync, 15,000 users and 10,000 quotes, a 20 s market summary. */
    public static TradeSettings defaults() {
        return DEFAULTS;
    }

    /** The settings from the process environment and system properties. */
    public static TradeSettings fromEnvironment() {
        return from(System.getenv(), System.getProperties()::getProperty);
    }

    static TradeSettings from(Map<String, String> environment, Function<String, String> properties) {
        Function<String, String> lookup = key -> {
            String property = properties.apply("daytrader." + key);
            return property != null ? property
                    : environment.get("DAYTRADER_" + key.replaceAll("([a-z])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT));
        };
        TradeSettings settings = DEFAULTS;
        settings = apply(settings, lookup, "runtimeMode", (s, v) -> s.withRuntimeMode(RuntimeMode.fromName(v)));
        settings = apply(settings, lookup, "orderProcessingMode",
                (s, v) -> s.withOrderProcessingMode(OrderProcessingMode.fromName(v)));
        settings = apply(settings, lookup, "users", (s, v) -> s.withUsers(Integer.parseInt(v)));
        settings = apply(settings, lookup, "quotes", (s, v) -> s.withQuotes(Integer.parseInt(v)));
        settings = apply(settings, lookup, "marketSummaryInterval",
                (s, v) -> s.withMarketSummaryInterval(Integer.parseInt(v)));
        settings = apply(settings, lookup, "primIterations", (s, v) -> s.withPrimIterations(Integer.parseInt(v)));
        settings = apply(settings, lookup, "publishQuotePriceChange",
                (s, v) -> s.withPublishQuotePriceChange(Boolean.parseBoolean(v)));
        settings = apply(settings, lookup, "displayOrderAlerts",
                (s, v) -> s.withDisplayOrderAlerts(Boolean.parseBoolean(v)));
        settings = apply(settings, lookup, "longRun", (s, v) -> s.withLongRun(Boolean.parseBoolean(v)));
        return apply(settings, lookup, "negativeBalanceAllowed",
                (s, v) -> s.withNegativeBalanceAllowed(Boolean.parseBoolean(v)));
    }

    private static TradeSettings apply(TradeSettings settings, Function<String, String> lookup, String key,
            BiFunction<TradeSettings, String, TradeSettings> change) {
        String value = lookup.apply(key);
        if (value == null || value.isBlank()) {
            return settings;
        }
        try {
            return change.apply(settings, value.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Bad DayTrader setting " + key + "=" + value + ": " + e.getMessage(), e);
        }
    }

    /** The population the database is built and reset to. */
    public PopulationSettings population() {
        return PopulationSettings.of(users, quotes);
    }

    public RuntimeMode getRuntimeMode() {
        return runtimeMode;
    }

    public TradeSettings withRuntimeMode(RuntimeMode mode) {
        return new TradeSettings(mode, orderProcessingMode, users, quotes, marketSummaryInterval, primIterations,
                publishQuotePriceChange, displayOrderAlerts, longRun, negativeBalanceAllowed);
    }

    public OrderProcessingMode getOrderProcessingMode() {
        return orderProcessingMode;
    }

    public TradeSettings withOrderProcessingMode(OrderProcessingMode mode) {
        return new TradeSettings(runtimeMode, mode, users, quotes, marketSummaryInterval, primIterations,
                publishQuotePriceChange, displayOrderAlerts, longRun, negativeBalanceAllowed);
    }

    public int getUsers() {
        return users;
    }

    public TradeSettings withUsers(int count) {
        return new TradeSettings(runtimeMode, orderProcessingMode, count, quotes, marketSummaryInterval,
                primIterations, publishQuotePriceChange, displayOrderAlerts, longRun, negativeBalanceAllowed);
    }

    public int getQuotes() {
        return quotes;
    }

    public TradeSettings withQuotes(int count) {
        return new TradeSettings(runtimeMode, orderProcessingMode, users, count, marketSummaryInterval,
                primIterations, publishQuotePriceChange, displayOrderAlerts, longRun, negativeBalanceAllowed);
    }

    public int getMarketSummaryInterval() {
        return marketSummaryInterval;
    }

    public TradeSettings withMarketSummaryInterval(int seconds) {
        return new TradeSettings(runtimeMode, orderProcessingMode, users, quotes, seconds, primIterations,
                publishQuotePriceChange, displayOrderAlerts, longRun, negativeBalanceAllowed);
    }

    public int getPrimIterations() {
        return primIterations;
    }

    public TradeSettings withPrimIterations(int iterations) {
        return new TradeSettings(runtimeMode, orderProcessingMode, users, quotes, marketSummaryInterval, iterations,
                publishQuotePriceChange, displayOrderAlerts, longRun, negativeBalanceAllowed);
    }

    public boolean isPublishQuotePriceChange() {
        return publishQuotePriceChange;
    }

    public TradeSettings withPublishQuotePriceChange(boolean publish) {
        return new TradeSettings(runtimeMode, orderProcessingMode, users, quotes, marketSummaryInterval,
                primIterations, publish, displayOrderAlerts, longRun, negativeBalanceAllowed);
    }

    public boolean isDisplayOrderAlerts() {
        return displayOrderAlerts;
    }

    public TradeSettings withDisplayOrderAlerts(boolean display) {
        return new TradeSettings(runtimeMode, orderProcessingMode, users, quotes, marketSummaryInterval,
                primIterations, publishQuotePriceChange, display, longRun, negativeBalanceAllowed);
    }

    public boolean isLongRun() {
        return longRun;
    }

    public TradeSettings withLongRun(boolean on) {
        return new TradeSettings(runtimeMode, orderProcessingMode, users, quotes, marketSummaryInterval,
                primIterations, publishQuotePriceChange, displayOrderAlerts, on, negativeBalanceAllowed);
    }

    /** Whether a buy may take the cash balance below zero, as the classic DayTrader lets it; off by default. */
    public boolean isNegativeBalanceAllowed() {
        return negativeBalanceAllowed;
    }

    public TradeSettings withNegativeBalanceAllowed(boolean allowed) {
        return new TradeSettings(runtimeMode, orderProcessingMode, users, quotes, marketSummaryInterval,
                primIterations, publishQuotePriceChange, displayOrderAlerts, longRun, allowed);
    }

    @Override
    public String toString() {
        return "runtimeMode=" + runtimeMode.displayName() + ", orderProcessingMode="
                + orderProcessingMode.displayName() + ", users=" + users + ", quotes=" + quotes
                + ", marketSummaryInterval=" + marketSummaryInterval + ", primIterations=" + primIterations
                + ", publishQuotePriceChange=" + publishQuotePriceChange + ", displayOrderAlerts="
                + displayOrderAlerts + ", longRun=" + longRun + ", negativeBalanceAllowed=" + negativeBalanceAllowed;
    }
}
