package io.daytrader.web.marketsummary;

import io.daytrader.marketsummary.MarketSummary;
import io.daytrader.marketsummary.RecentQuoteChanges;
import io.daytrader.runtime.TradeRuntime;
import jakarta.websocket.Session;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The open market-summary WebSocket sessions, and what they are sent: answers to their requests, and, while at
 * least one is open, every {@code dt.ws.period} seconds (default 2) a push of the market summary when it was
 * recomputed and of the recent price changes when they changed. Every send is asynchronous through the session's
 * {@link SessionOutbox}, so a slow client delays nobody else; at most {@link #MAX_SESSIONS} are open at once.
 */
public final class MarketSummaryPush {

    private static final Logger LOG = Logger.getLogger(MarketSummaryPush.class.getName());
    private static final long PERIOD_SECONDS = Math.max(1, Long.getLong("dt.ws.period", 2));

    static final int MAX_SESSIONS = 1000;

    private final Map<Session, SessionOutbox> sessions = new ConcurrentHashMap<>();

    private final TradeRuntime runtime;

    private ScheduledFuture<?> ticks;
    private MarketSummary lastSummary;
    private long lastChangesVersion = -1;

    public MarketSummaryPush(TradeRuntime runtime) {
        this.runtime = runtime;
    }

    /** Registers the session; false, registering nothing, when {@link #MAX_SESSIONS} are already open. */
    public synchronized boolean open(Session session) {
        if (sessions.size() >= MAX_SESSIONS) {
            return false;
        }
        sessions.put(session, new SessionOutbox(session));
        if (ticks == null) {
            ticks = runtime.scheduler().scheduleWithFixedDelay(this::tick, PERIOD_SECONDS, PERIOD_SECONDS, TimeUnit.SECONDS);
        }
        return true;
    }

    public synchronized void close(Session session) {
        sessions.remove(session);
        if (sessions.isEmpty() && ticks != null) {
            ticks.cancel(false);
            ticks = null;
        }
    }

    public String summary() {
        return MarketSummaryJson.summary(runtime.current().getMarketSummary());
    }

    /** Null when there are no recent changes. */
    public String recentChanges() {
        return MarketSummaryJson.recentChanges(runtime.recentQuoteChanges().snapshot());
    }

    /** Queues one text message for a registered session and returns without waiting for the client. */
    public void send(Session session, String text) {
        SessionOutbox outbox = sessions.get(session);
        if (text != null && outbox != null && !outbox.offer(text)) {
            close(session);
        }
    }

    private void tick() {
        try {
            MarketSummary summary = runtime.current().getMarketSummary();
            RecentQuoteChanges changes = runtime.recentQuoteChanges();
            long version = changes.version();
            String summaryJson = null;
            String changesJson = null;
            synchronized (this) {
                if (summary != lastSummary) {
                    lastSummary = summary;
                    summaryJson = MarketSummaryJson.summary(summary);
                }
                if (version != lastChangesVersion) {
                    lastChangesVersion = version;
                    changesJson = MarketSummaryJson.recentChanges(changes.snapshot());
                }
            }
            for (Session session : sessions.keySet()) {
                send(session, summaryJson);
                send(session, changesJson);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Market summary WebSocket push failed; the next one will try again", e);
        }
    }

    synchronized void stop() {
        if (ticks != null) {
            ticks.cancel(false);
        }
    }
}
