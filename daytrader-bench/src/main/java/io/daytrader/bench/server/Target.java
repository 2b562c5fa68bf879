package io.daytrader.bench.server;

import io.daytrader.bench.results.Footprint;

import java.util.Optional;
import java.util.OptionalLong;

/** A server under test with the application at {@link #baseUrl()} (context root included, no trailing slash). */
public interface Target extends AutoCloseable {

    String name();

    String kind();

    String version();

    String baseUrl();

    boolean external();

    /** The server's process when it runs on this machine and is known, for its CPU, RSS and heap. */
    OptionalLong serverPid();

    String adminPassword();

    /** HOST:PORT of the probe (daytrader-probe) in the server's JVM, when it has one. */
    Optional<String> probe();

    Footprint footprint();

    @Override
    void close();
}
