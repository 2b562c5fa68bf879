package io.daytrader.web.prims.jms;

import io.daytrader.prims.PingAcknowledgements;
import io.daytrader.prims.PingTicket;
import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Sends ping messages and answers once their message-driven bean has consumed every one, so a client never has
 * more messages in flight than it has requests open. The request waits asynchronously: no request thread is held
 * while the message-driven beans, which need threads of their own, consume. While the backlog is at its limit
 * nothing is sent and the answer is 503 with Retry-After.
 */
public final class PingRoundTrips {

    static final Duration CONSUME_TIMEOUT = Duration.ofSeconds(30);

    private PingRoundTrips() {
    }

    /**
     * Sends {@code count} messages with {@code send} (which returns what it did) and answers, when all are
     * consumed, with what was sent and how long each message took to be consumed. The servlet must support async.
     */
    public static void run(String primitive, int count, PingAcknowledgements acknowledgements,
            Function<PingTicket, String> send, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        List<PingTicket> tickets = new ArrayList<>(count);
        String last = "";
        for (int i = 0; i < count; i++) {
            Optional<PingTicket> opened = acknowledgements.open();
            if (opened.isEmpty()) {
                tickets.forEach(acknowledgements::abandon);
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
                tickets.forEach(acknowledgements::abandon);
                PrimitiveResponses.unavailable(response, primitive + ": the message could not be sent", e);
                return;
            }
            tickets.add(ticket);
        }
        String lastSent = last;
        AsyncContext async = request.startAsync();
        async.setTimeout(CONSUME_TIMEOUT.plusSeconds(10).toMillis());
        CompletableFuture.allOf(tickets.stream().map(PingTicket::consumedAfterMillis).toArray(CompletableFuture[]::new))
                .orTimeout(CONSUME_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)
                .whenComplete((done, failure) -> async.start(() -> {
                    try {
                        answer(primitive, tickets, lastSent, acknowledgements, failure, response);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    } finally {
                        async.complete();
                    }
                }));
    }

    private static void answer(String primitive, List<PingTicket> tickets, String lastSent,
            PingAcknowledgements acknowledgements, Throwable failure, HttpServletResponse response)
            throws IOException {
        if (failure != null) {
            long unconsumed = tickets.stream().filter(t -> !t.consumedAfterMillis().isDone()).count();
            tickets.forEach(acknowledgements::abandon);
            PrimitiveResponses.text(response, HttpServletResponse.SC_GATEWAY_TIMEOUT, primitive + ": " + unconsumed
                    + " of " + tickets.size() + " messages were not consumed within " + CONSUME_TIMEOUT.toSeconds()
                    + " s");
            return;
        }
        List<Long> latencies = tickets.stream().map(t -> t.consumedAfterMillis().join()).collect(Collectors.toList());
        PrimitiveResponses.text(response, primitive + ": sent " + tickets.size() + " messages, each consumed by the "
                + "MDB; latencies (ms) " + latencies + "; last: " + lastSent + "; consumed since start: "
                + acknowledgements.consumed());
    }
}
