package io.daytrader.prims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class PingAcknowledgementsTest {

    private final AtomicLong clock = new AtomicLong();
    private final PingAcknowledgements acknowledgements = new PingAcknowledgements(Optional.empty(), Optional.empty(),
            clock::get);

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

    @Test
    void sendersWaitOnlyWhileTheBacklogIsAboveAQuarterOfItsLimitByDefault() {
        assertThat(acknowledgements.waitAboveBacklog()).isEqualTo(PingAcknowledgements.DEFAULT_MAX_IN_FLIGHT / 4);
        List<PingTicket> open = new ArrayList<>();
        for (int i = 0; i < acknowledgements.waitAboveBacklog(); i++) {
            open.add(acknowledgements.open().orElseThrow());
        }
        assertThat(acknowledgements.backlogAboveWaitLimit()).isFalse();

        open.add(acknowledgements.open().orElseThrow());
        assertThat(acknowledgements.backlogAboveWaitLimit()).isTrue();

        acknowledgements.acknowledge(open.get(0).id(), 1);
        assertThat(acknowledgements.backlogAboveWaitLimit()).isFalse();
    }

    @Test
    void aWaitLimitOfZeroMakesEverySenderWaitForItsMessage() {
        PingAcknowledgements roundTrips = new PingAcknowledgements(Optional.of(10), Optional.of(0), clock::get);

        roundTrips.open().orElseThrow();

        assertThat(roundTrips.backlogAboveWaitLimit()).isTrue();
    }

    @Test
    void aWaitLimitThatWouldLetSendersMeetTheBacklogLimitIsRefused() {
        assertThatThrownBy(() -> new PingAcknowledgements(Optional.of(10), Optional.of(10), clock::get))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("waitAboveBacklog must be from 0 to 9");
        assertThatThrownBy(() -> new PingAcknowledgements(Optional.of(10), Optional.of(-1), clock::get))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PingAcknowledgements(Optional.of(0), Optional.empty(), clock::get))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxMessagesInFlight must be at least 1");
    }
}
