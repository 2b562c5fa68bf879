package io.daytrader.prims;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class PingAcknowledgementsTest {

    private final AtomicLong clock = new AtomicLong();
    private final PingAcknowledgements acknowledgements = new PingAcknowledgements(clock::get);

    @Test
    void noTicketIsOpenedWhileTheBacklogIsAtItsLimit() {
        List<PingTicket> open = new ArrayList<>();
        for (int i = 0; i < acknowledgements.maxInFlight(); i++) {
            open.add(acknowledgements.open().orElseThrow());
        }
        assertThat(acknowledgements.open()).isEmpty();
        assertThat(acknowledgements.inFlight()).isEqualTo(acknowledgements.maxInFlight());

        acknowledgements.acknowledge(open.get(0).id(), 3);

        assertThat(acknowledgements.open()).isPresent();
    }

    @Test
    void lostMessagesFreeTheirPlacesOnceTheirTicketsExpire() {
        for (int i = 0; i < acknowledgements.maxInFlight(); i++) {
            acknowledgements.open().orElseThrow();
        }
        assertThat(acknowledgements.open()).isEmpty();

        clock.addAndGet(PingAcknowledgements.TICKET_LIFETIME.toNanos() + 1);

        assertThat(acknowledgements.open()).isPresent();
        assertThat(acknowledgements.inFlight()).isEqualTo(1);
    }

    @Test
    void anAcknowledgementCompletesTheSendersTicketWithTheLatency() {
        PingTicket ticket = acknowledgements.open().orElseThrow();

        acknowledgements.acknowledge(ticket.id(), 42);

        assertThat(ticket.consumedAfterMillis()).isCompletedWithValue(42L);
        assertThat(acknowledgements.inFlight()).isZero();
        assertThat(acknowledgements.consumed()).isEqualTo(1);
    }

    @Test
    void anAbandonedMessageStaysInFlightUntilItIsConsumed() {
        PingTicket ticket = acknowledgements.open().orElseThrow();

        acknowledgements.abandon(ticket);

        assertThat(acknowledgements.inFlight()).isEqualTo(1);
        assertThat(ticket.consumedAfterMillis()).isCancelled();
        acknowledgements.acknowledge(ticket.id(), 5);
        assertThat(acknowledgements.inFlight()).isZero();
    }

    @Test
    void aCancelledTicketFreesItsPlace() {
        PingTicket ticket = acknowledgements.open().orElseThrow();

        acknowledgements.cancel(ticket);

        assertThat(acknowledgements.inFlight()).isZero();
        acknowledgements.acknowledge(ticket.id(), 1);
        assertThat(acknowledgements.inFlight()).isZero();
    }

    @Test
    void anUnknownAcknowledgementChangesNoBacklog() {
        Optional<PingTicket> ticket = acknowledgements.open();

        acknowledgements.acknowledge(ticket.orElseThrow().id() + 1000, 1);

        assertThat(acknowledgements.inFlight()).isEqualTo(1);
        assertThat(acknowledgements.consumed()).isEqualTo(1);
    }
}
