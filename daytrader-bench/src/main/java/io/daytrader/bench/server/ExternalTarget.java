package io.daytrader.bench.server;

import io.daytrader.bench.results.Footprint;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * A server the user runs (--url): only driven and observed: through its probe ({@code probe}: HOST:PORT, --probe; null
 * without one), and its CPU, RSS and live heap from this machine when --server-pid is given.
 */
public record ExternalTarget(String baseUrl, String adminPassword, OptionalLong serverPid, String probeAddress)
        implements Target {

    @Override
    public Optional<String> probe() {
        return Optional.ofNullable(probeAddress);
    }

    @Override
    public String name() {
        return baseUrl;
    }

    @Override
    public String kind() {
        return "external";
    }

    @Override
    public String version() {
        return null;
    }

    @Override
    public boolean external() {
        return true;
    }

    @Override
    public Footprint footprint() {
        return new Footprint(null, null, null, null, serverPid.isPresent() ? LiveHeap.measure(serverPid.getAsLong()) : null);
    }

    @Override
    public void close() {
        // not ours to stop
    }
}
