package io.daytrader.runtime;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.dbbuild.TradeDatabase;
import io.daytrader.domain.Quote;
import io.daytrader.keys.KeyGenerator;
import io.daytrader.marketsummary.MarketSummaryCache;
import io.daytrader.marketsummary.RecentQuoteChanges;
import io.daytrader.messaging.CompletionRouter;
import io.daytrader.trade.OrderCompletionQueue;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.QuoteChangeListener;
import io.daytrader.trade.TradeEngine;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.TradeTransactions;
import io.daytrader.trade.async.OrderCompleter;
import io.daytrader.trade.jdbc.JdbcKeyBlockSource;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import javax.sql.DataSource;

/**
 * The running DayTrader, whatever container it runs in: the settings in force (an immutable snapshot, swapped
 * whole on update), the database, the market summary, the recent quote changes, order completion, and the trade
 * services of the runtime modes this deployment offers. A bootstrap builds it from what its container offers;
 * the web tier and the beans get it, never the bootstrap.
 */
public final class TradeRuntime implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(TradeRuntime.class.getName());
    private static final Duration ASYNC_COMPLETION_DELAY = Duration.ofMillis(500);
    private static final int COMPLETION_ATTEMPTS = 3;

    private final AtomicReference<TradeSettings> settings;
    private final ScheduledExecutorService scheduler;
    private final RecentQuoteChanges recentQuoteChanges = new RecentQuoteChanges();
    private final KeyGenerator keys;
    private final TradeDatabase database;
    private final MarketSummaryCache marketSummary;
    private final CompletionRouter completions;
    private final QuoteChangeListener quoteChanges;
    private final Map<RuntimeMode, TradeServices> modes;
    private final Set<OrderProcessingMode> orderModes;
    private final Runnable onClose;

    private TradeRuntime(Builder builder) {
        settings = new AtomicReference<>(builder.settings);
        scheduler = builder.scheduler;
        onClose = builder.onClose;
        keys = new KeyGenerator(new JdbcKeyBlockSource(builder.dataSource));
        database = new TradeDatabase(builder.dataSource, () -> settings().population(), keys);
        marketSummary = new MarketSummaryCache(() -> settings().getMarketSummaryInterval());
        Map<OrderProcessingMode, OrderCompletionQueue> queues = new EnumMap<>(OrderProcessingMode.class);
        queues.put(OrderProcessingMode.ASYNC,
                new OrderCompleter(this::current, scheduler, ASYNC_COMPLETION_DELAY, COMPLETION_ATTEMPTS));
        if (builder.twoPhaseQueue != null) {
            queues.put(OrderProcessingMode.ASYNC_2PHASE, builder.twoPhaseQueue);
        }
        completions = new CompletionRouter(queues);
        QuoteChangeListener publisher = builder.quoteChanges != null ? builder.quoteChanges : this::recordQuoteChange;
        quoteChanges = (quote, oldPrice, factor, sharesTraded) -> {
            if (settings().isPublishQuotePriceChange()) {
                publisher.quoteChanged(quote, oldPrice, factor, sharesTraded);
            }
        };
        EnumSet<OrderProcessingMode> offeredOrderModes = EnumSet.of(OrderProcessingMode.SYNC);
        offeredOrderModes.addAll(completions.modes());
        orderModes = Collections.unmodifiableSet(offeredOrderModes);
        Map<RuntimeMode, TradeServices> services = new EnumMap<>(RuntimeMode.class);
        builder.modes.forEach((mode, factory) -> services.put(mode, factory.apply(this)));
        modes = Collections.unmodifiableMap(services);
        settings.set(offeredOrDefault(builder.settings));
        LOG.info(() -> "DayTrader runtime modes offered here: " + names(modes.keySet(), RuntimeMode::displayName)
                + "; order processing modes: " + names(orderModes, OrderProcessingMode::displayName) + "; settings: "
                + settings());
    }

    /**
     * A runtime on {@code dataSource} (local JDBC transactions: keys, database build and reset) whose
     * Async orders are completed on {@code scheduler}.
     */
    public static Builder builder(TradeSettings settings, DataSource dataSource, ScheduledExecutorService scheduler) {
        return new Builder(settings, dataSource, scheduler);
    }

    /** The settings in force: one consistent snapshot. */
    public TradeSettings settings() {
        return settings.get();
    }

    /**
     * Applies {@code change} to the settings in force and swaps the result in whole. Refuses, changing nothing, a
     * runtime or order processing mode this deployment does not offer.
     *
     * @throws IllegalArgumentException a bad value or a mode not offered here
     */
    public TradeSettings updateSettings(UnaryOperator<TradeSettings> change) {
        while (true) {
            TradeSettings current = settings.get();
            TradeSettings next = change.apply(current);
            requireOffered(next);
            if (settings.compareAndSet(current, next)) {
                LOG.info(() -> "DayTrader settings updated: " + next);
                return next;
            }
        }
    }

    /** The trade services of the runtime mode in force. */
    public TradeServices current() {
        return services(settings());
    }

    /** The trade services of the runtime mode of {@code snapshot}: the one place where the mode is switched. */
    public TradeServices services(TradeSettings snapshot) {
        TradeServices services = modes.get(snapshot.getRuntimeMode());
        if (services == null) {
            throw new IllegalArgumentException(notOffered(snapshot.getRuntimeMode().displayName()));
        }
        return services;
    }

    /** The runtime modes this deployment offers, in their classic order. */
    public Set<RuntimeMode> runtimeModes() {
        return modes.keySet();
    }

    /** The order processing modes this deployment offers, in their classic order. */
    public Set<OrderProcessingMode> orderProcessingModes() {
        return orderModes;
    }

    /** A trade engine on {@code transactions}, sharing keys, order completion, market summary and database. */
    public TradeEngine newEngine(TradeTransactions transactions) {
        return new TradeEngine(transactions, keys, completions, database, marketSummary, quoteChanges,
                () -> settings().isNegativeBalanceAllowed());
    }

    public TradeDatabase database() {
        return database;
    }

    public MarketSummaryCache marketSummary() {
        return marketSummary;
    }

    public RecentQuoteChanges recentQuoteChanges() {
        return recentQuoteChanges;
    }

    /** For short background work: order completion, pushes, an asynchronous database build. */
    public ScheduledExecutorService scheduler() {
        return scheduler;
    }

    /** Builds the schema and the population when the database has none, logging the progress. */
    public void buildDatabaseIfMissing() {
        long started = System.nanoTime();
        int[] lastPercent = {-1};
        boolean built = database.buildIfMissing((phase, done, total) -> {
            int percent = total == 0 ? 100 : (int) (100 * done / total);
            if (percent / 10 != lastPercent[0] / 10) {
                lastPercent[0] = percent;
                LOG.info(() -> "Building the DayTrader database: " + phase + ", " + done + " of " + total + " rows ("
                        + percent + " %)");
            }
        });
        if (built) {
            LOG.info(() -> String.format("DayTrader database built with %s in %.1f s", settings().population(),
                    (System.nanoTime() - started) / 1e9));
        } else {
            LOG.info("DayTrader database found; not rebuilt");
        }
    }

    /** Releases what the bootstrap made for this runtime (its executor, when it owns one). */
    @Override
    public void close() {
        onClose.run();
    }

    private void recordQuoteChange(Quote quote, BigDecimal oldPrice, BigDecimal factor, double sharesTraded) {
        recentQuoteChanges.add(new RecentQuoteChanges.QuoteChange(quote.getSymbol(), quote.getPrice(), oldPrice,
                quote.getOpen(), Instant.now()));
    }

    private TradeSettings offeredOrDefault(TradeSettings wanted) {
        TradeSettings result = wanted;
        if (!modes.containsKey(result.getRuntimeMode())) {
            RuntimeMode fallback = modes.keySet().iterator().next();
            LOG.warning(notOffered(result.getRuntimeMode().displayName()) + "; using " + fallback.displayName());
            result = result.withRuntimeMode(fallback);
        }
        if (!orderModes.contains(result.getOrderProcessingMode())) {
            LOG.warning(notOffered(result.getOrderProcessingMode().displayName()) + "; using "
                    + OrderProcessingMode.SYNC.displayName());
            result = result.withOrderProcessingMode(OrderProcessingMode.SYNC);
        }
        return result;
    }

    private void requireOffered(TradeSettings next) {
        if (!modes.containsKey(next.getRuntimeMode())) {
            throw new IllegalArgumentException(notOffered(next.getRuntimeMode().displayName()) + " (offered: "
                    + names(modes.keySet(), RuntimeMode::displayName) + ")");
        }
        if (!orderModes.contains(next.getOrderProcessingMode())) {
            throw new IllegalArgumentException(notOffered(next.getOrderProcessingMode().displayName())
                    + " (offered: " + names(orderModes, OrderProcessingMode::displayName) + ")");
        }
    }

    private static String notOffered(String mode) {
        return "The mode " + mode + " is not offered by this deployment";
    }

    private static <E> String names(Set<E> values, Function<E, String> name) {
        return values.stream().map(name).collect(Collectors.joining(", "));
    }

    /** What a bootstrap found in its container. */
    public static final class Builder {

        private final TradeSettings settings;
        private final DataSource dataSource;
        private final ScheduledExecutorService scheduler;
        private final Map<RuntimeMode, Function<TradeRuntime, TradeServices>> modes =
                new EnumMap<>(RuntimeMode.class);
        private OrderCompletionQueue twoPhaseQueue;
        private QuoteChangeListener quoteChanges;
        private Runnable onClose = () -> { };

        private Builder(TradeSettings settings, DataSource dataSource, ScheduledExecutorService scheduler) {
            this.settings = Objects.requireNonNull(settings);
            this.dataSource = Objects.requireNonNull(dataSource);
            this.scheduler = Objects.requireNonNull(scheduler);
        }

        /** Offers {@code mode}, served by what {@code services} makes of the runtime. */
        public Builder mode(RuntimeMode mode, Function<TradeRuntime, TradeServices> services) {
            modes.put(mode, services);
            return this;
        }

        /** Offers Async_2-Phase: its orders go to {@code queue}. */
        public Builder twoPhaseQueue(OrderCompletionQueue queue) {
            twoPhaseQueue = queue;
            return this;
        }

        /**
         * Where quote price changes are published (while publishing is on); by default straight into
         * {@link TradeRuntime#recentQuoteChanges()}.
         */
        public Builder quoteChanges(QuoteChangeListener publisher) {
            quoteChanges = publisher;
            return this;
        }

        /** What {@link TradeRuntime#close()} releases. */
        public Builder onClose(Runnable release) {
            onClose = release;
            return this;
        }

        public TradeRuntime build() {
            if (modes.isEmpty()) {
                throw new IllegalStateException("A DayTrader runtime needs at least one runtime mode");
            }
            return new TradeRuntime(this);
        }
    }
}
