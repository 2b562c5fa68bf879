package io.daytrader.prims;

import java.util.concurrent.CompletableFuture;

/** One ping message in flight: its id and the send-to-consume latency in milliseconds once a listener has it. */
public record PingTicket(long id, CompletableFuture<Long> consumedAfterMillis) {
}
