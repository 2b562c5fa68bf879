package io.daytrader.web.marketsummary;

import io.daytrader.marketsummary.MarketSummary;
import io.daytrader.marketsummary.RecentQuoteChanges;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.push.Broadcaster;
import io.daytrader.web.push.Broadcaster.Member;
import io.daytrader.web.push.PushLimits;
import io.daytrader.web.push.SessionPeer;
import jakarta.websocket.Session;
import java.util.Optional;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The open market-summary WebSocket sessions, and what they are sent: answers to their requests, and, while at
 * least one is open, every {@code dt.ws.period} seconds (default 2) a push of the market summary when it was
 * recomputed and of the recent price changes when they changed. Sends never block the scheduler: they go through a
 * bounded {@link Broadcaster}, which drops a session that does not keep up.
 */
public final class MarketSummaryPush {

    private static final Logger LOG = Logger.getLogger(MarketSummaryPush.class.getName());
    private static final long PERIOD_SECONDS = Math.max(1, Long.getLong("dt.ws.period", 2));

    private static final String EVERYONE = "marketsummary";

    private final Broadcaster<String> sessions = PushLimits.fromSystemProperties().broadcaster();

    private final TradeRuntime runtime;

    private ScheduledFuture<?> ticks;
    private MarketSummary lastSummary;
    private long lastChangesVersion = -1;

    public MarketSummaryPush(TradeRuntime runtime) {
        this.runtime = runtime;
    }

    /** Empty when the endpoint already has its maximum of sessions. */
    public synchronized Optional<Member<String>> open(Session session) {
        Optional<Member<String>> member = sessions.join(EVERYONE, new SessionPeer(session));
        if (member.isPresent() && ticks == null) {
            ticks = runtime.scheduler().scheduleWithFixedDelay(this::tick, PERIOD_SECONDS, PERIOD_SECONDS, TimeUnit.SECONDS);
        }
        return member;
    }

    public synchronized void close(Member<String> member) {
        sessions.leave(member);
        if (sessions.size() == 0 && ticks != null) {
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

    /** Queues one text message for the session; null is not sent. */
    public void send(Member<String> member, String text) {
        sessions.sendTo(member, text);
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
            sessions.broadcast(EVERYONE, summaryJson, null);
            sessions.broadcast(EVERYONE, changesJson, null);
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
