package io.daytrader.bench.server;

import io.daytrader.bench.results.Footprint;

import java.util.OptionalLong;

/** A server the user runs (--url): only driven and observed (its CPU and RSS when --server-pid is given). */
public record ExternalTarget(String baseUrl, String adminPassword, OptionalLong serverPid) implements Target {

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
