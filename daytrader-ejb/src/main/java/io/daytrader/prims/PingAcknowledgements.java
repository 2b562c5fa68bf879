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
 * opens a ticket before it sends; while the backlog is above {@link #waitAboveBacklog()} it waits for the
 * consumer's acknowledgement, and no ticket is opened while the backlog is at {@link #maxInFlight()}, so driving a
 * messaging primitive flat out cannot flood the destination. The limits are the system properties
 * {@code daytrader.prims.maxMessagesInFlight} (200 by default) and {@code daytrader.prims.waitAboveBacklog} (a
 * quarter of it by default), or the environment's {@code DAYTRADER_PRIMS_MAX_MESSAGES_IN_FLIGHT} and
 * {@code DAYTRADER_PRIMS_WAIT_ABOVE_BACKLOG}. A message not consumed within {@link #TICKET_LIFETIME} is taken as
 * lost: its ticket expires and frees its place, so lost messages cannot shut the primitives out until a restart.
 */
@Singleton(name = "PingAcknowledgements")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class PingAcknowledgements {

    static final int DEFAULT_MAX_IN_FLIGHT = 200;
    static final Duration TICKET_LIFETIME = Duration.ofSeconds(60);
    private static final Logger LOG = Logger.getLogger(PingAcknowledgements.class.getName());

    private final int maxInFlight;
    private final int waitAboveBacklog;
    private final AtomicLong ids = new AtomicLong();
    private final AtomicLong inFlight = new AtomicLong();
    private final AtomicLong consumed = new AtomicLong();
    private final ConcurrentMap<Long, Pending> waiting = new ConcurrentHashMap<>();
    private final LongSupplier nanoTime;

    public PingAcknowledgements() {
        this(configured("daytrader.prims.maxMessagesInFlight", "DAYTRADER_PRIMS_MAX_MESSAGES_IN_FLIGHT"),
                configured("daytrader.prims.waitAboveBacklog", "DAYTRADER_PRIMS_WAIT_ABOVE_BACKLOG"), System::nanoTime);
    }

    /** Empty limits take their defaults; a wait limit must be below the backlog's limit, or senders would see 503. */
    PingAcknowledgements(Optional<Integer> maxInFlight, Optional<Integer> waitAboveBacklog, LongSupplier nanoTime) {
        this.maxInFlight = maxInFlight.orElse(DEFAULT_MAX_IN_FLIGHT);
        this.waitAboveBacklog = waitAboveBacklog.orElse(this.maxInFlight / 4);
        if (this.maxInFlight < 1) {
            throw new IllegalArgumentException("daytrader.prims.maxMessagesInFlight must be at least 1, not "
                    + this.maxInFlight);
        }
        if (this.waitAboveBacklog < 0 || this.waitAboveBacklog >= this.maxInFlight) {
            throw new IllegalArgumentException("daytrader.prims.waitAboveBacklog must be from 0 to "
                    + (this.maxInFlight - 1) + " (below daytrader.prims.maxMessagesInFlight), not "
                    + this.waitAboveBacklog);
        }
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

    /** The backlog above which a sender waits until its own messages are consumed before it answers. */
    public int waitAboveBacklog() {
        return waitAboveBacklog;
    }

    /** Whether a sender that has just sent must wait for its messages to be consumed. */
    public boolean backlogAboveWaitLimit() {
        return inFlight.get() > waitAboveBacklog;
    }

    public long consumed() {
        return consumed.get();
    }

    private record Pending(CompletableFuture<Long> sender, long openedNanos) {
    }

    private static Optional<Integer> configured(String property, String environmentVariable) {
        String value = System.getProperty(property, System.getenv(environmentVariable));
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.parseInt(value.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(property + " must be a whole number, not '" + value + "'", e);
        }
    }
}
