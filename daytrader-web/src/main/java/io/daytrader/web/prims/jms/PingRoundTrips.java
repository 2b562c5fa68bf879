package io.daytrader.web.prims.jms;

import io.daytrader.prims.PingAcknowledgements;
import io.daytrader.prims.PingTicket;
import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * Sends ping messages and waits until their message-driven bean has consumed each one, so a client never has
 * more messages in flight than it has requests open. While the backlog is at its limit nothing is sent and the
 * answer is 503 with Retry-After.
 */
public final class PingRoundTrips {

    static final Duration CONSUME_TIMEOUT = Duration.ofSeconds(30);

    private PingRoundTrips() {
    }

    /**
     * Sends {@code count} messages with {@code send} (which returns what it did) and answers with what was sent
     * and how long each message took to be consumed.
     */
    public static void run(String primitive, int count, PingAcknowledgements acknowledgements,
            Function<PingTicket, String> send, HttpServletResponse response) throws IOException {
        List<Long> latencies = new ArrayList<>();
        String last = "";
        for (int i = 0; i < count; i++) {
            Optional<PingTicket> opened = acknowledgements.open();
            if (opened.isEmpty()) {
                response.setHeader("Retry-After", "1");
                PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, primitive + ": "
                        + acknowledgements.inFlight() + " ping messages not yet consumed (limit "
                        + acknowledgements.maxInFlight() + "); try again later");
                return;
            }
            PingTicket ticket = opened.get();
            try {
                last = send.apply(ticket);
            } catch (RuntimeException e) {
                acknowledgements.cancel(ticket);
                PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, primitive
                        + ": the message could not be sent: " + e.getMessage());
                return;
            }
            try {
                latencies.add(ticket.consumedAfterMillis().get(CONSUME_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS));
            } catch (TimeoutException | ExecutionException e) {
                acknowledgements.abandon(ticket);
                PrimitiveResponses.text(response, HttpServletResponse.SC_GATEWAY_TIMEOUT, primitive + ": message "
                        + ticket.id() + " was not consumed within " + CONSUME_TIMEOUT.toSeconds() + " s");
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                acknowledgements.abandon(ticket);
                PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, primitive
                        + ": interrupted while waiting for message " + ticket.id());
                return;
            }
        }
        PrimitiveResponses.text(response, primitive + ": sent " + count + " messages, each consumed by the MDB; "
                + "latencies (ms) " + latencies + "; last: " + last + "; consumed since start: "
                + acknowledgements.consumed());
    }
}
