package io.daytrader.prims;

import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.Singleton;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.logging.Logger;

/**
 * Ping messages sent by the messaging primitives and not yet consumed by their message-driven beans. A sender
 * opens a ticket before it sends and may wait for the consumer's acknowledgement; no ticket is opened while
 * the backlog is at its limit, so driving a messaging primitive flat out cannot flood the destination. The limit
 * is {@code daytrader.prims.maxMessagesInFlight} (system property) or {@code DAYTRADER_PRIMS_MAX_MESSAGES_IN_FLIGHT}
 * (environment), 200 by default. A message not consumed within {@link #TICKET_LIFETIME} is taken as lost: its
 * ticket expires and frees its place, so lost messages cannot shut the primitives out until a restart.
 */
@Singleton(name = "PingAcknowledgements")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class PingAcknowledgements {

    static final int DEFAULT_MAX_IN_FLIGHT = 200;
    static final Duration TICKET_LIFETIME = Duration.ofSeconds(60);
    private static final Logger LOG = Logger.getLogger(PingAcknowledgements.class.getName());

    private final int maxInFlight = configuredMaxInFlight();
    private final AtomicLong ids = new AtomicLong();
    private final AtomicLong inFlight = new AtomicLong();
    private final AtomicLong consumed = new AtomicLong();
    private final ConcurrentMap<Long, Pending> waiting = new ConcurrentHashMap<>();
    private final LongSupplier nanoTime;

    public PingAcknowledgements() {
        this(System::nanoTime);
    }

    PingAcknowledgements(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** A ticket for one more message, or empty while {@link #maxInFlight()} messages are unconsumed. */
    public Optional<PingTicket> open() {
        if (inFlight.get() >= maxInFlight) {
            expireLostMessages();
        }
        if (inFlight.incrementAndGet() > maxInFlight) {
            inFlight.decrementAndGet();
            return Optional.empty();
        }
        PingTicket ticket = new PingTicket(ids.incrementAndGet(), new CompletableFuture<>());
        waiting.put(ticket.id(), new Pending(ticket.consumedAfterMillis(), nanoTime.getAsLong()));
        return Optional.of(ticket);
    }

    /** The ticket's message was never sent. */
    public void cancel(PingTicket ticket) {
        if (waiting.remove(ticket.id()) != null) {
            inFlight.decrementAndGet();
        }
    }

    private void expireLostMessages() {
        long now = nanoTime.getAsLong();
        waiting.forEach((id, pending) -> {
            if (now - pending.openedNanos() > TICKET_LIFETIME.toNanos() && waiting.remove(id, pending)) {
                inFlight.decrementAndGet();
                pending.sender().cancel(false);
                LOG.warning(() -> "Ping message " + id + " was not consumed within " + TICKET_LIFETIME.toSeconds()
                        + " s; counted as lost");
            }
        });
    }

    /** The sender stops waiting; the message still counts as in flight until it is consumed. */
    public void abandon(PingTicket ticket) {
        ticket.consumedAfterMillis().cancel(false);
    }

    /** A listener consumed the message of ticket {@code id}, {@code latencyMillis} after it was sent. */
    public void acknowledge(long id, long latencyMillis) {
        consumed.incrementAndGet();
        Pending pending = waiting.remove(id);
        if (pending == null) {
            LOG.fine(() -> "Ping message " + id + " consumed, but no ticket is open for it (sent before a restart?)");
            return;
        }
        inFlight.decrementAndGet();
        pending.sender().complete(latencyMillis);
    }

    public long inFlight() {
        return inFlight.get();
    }

    public int maxInFlight() {
        return maxInFlight;
    }

    public long consumed() {
        return consumed.get();
    }

    private record Pending(CompletableFuture<Long> sender, long openedNanos) {
    }

    private static int configuredMaxInFlight() {
        String value = System.getProperty("daytrader.prims.maxMessagesInFlight",
                System.getenv("DAYTRADER_PRIMS_MAX_MESSAGES_IN_FLIGHT"));
        if (value == null || value.isBlank()) {
            return DEFAULT_MAX_IN_FLIGHT;
        }
        int limit = Integer.parseInt(value.strip());
        if (limit < 1) {
            throw new IllegalArgumentException("daytrader.prims.maxMessagesInFlight must be at least 1, not " + limit);
        }
        return limit;
    }
}
