package io.daytrader.bench.results;

/** The server's JVM as it ran: from its own system properties and command line ({@code jcmd VM.info}-style). */
public record ServerJvm(String version, String vendor, String flags, String gc) {
}
