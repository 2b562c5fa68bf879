package io.daytrader.runtime;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.trade.jdbc.LocalJdbcTransactions;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/**
 * The runtime of a container that offers a data source and nothing else of the platform (no EJB, JTA or JMS): the
 * Direct (JDBC) mode on local JDBC transactions, Sync and Async order processing on an executor of its own, which
 * {@link TradeRuntime#close()} shuts down. Quote changes go straight to the recent changes.
 */
public final class LocalRuntimeBootstrap {

    private static final int THREADS = 3;

    private LocalRuntimeBootstrap() {
    }

    /** Starts the runtime, building the database when it has none. */
    public static TradeRuntime start(TradeSettings settings, DataSource dataSource) {
        ScheduledExecutorService executor = Executors.newScheduledThreadPool(THREADS, daemonThreads());
        try {
            TradeRuntime runtime = TradeRuntime.builder(settings, dataSource, executor)
                    .mode(RuntimeMode.DIRECT, r -> r.newEngine(new LocalJdbcTransactions(dataSource)))
                    .onClose(executor::shutdownNow)
                    .build();
            runtime.buildDatabaseIfMissing();
            return runtime;
        } catch (RuntimeException | Error e) {
            executor.shutdownNow();
            throw e;
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "daytrader-worker-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
