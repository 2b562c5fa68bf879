package io.daytrader.bench.target;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The ports a provisioned server gets: HTTP, HTTPS, and {@value #BASE_PORTS} ports from {@code base} for everything
 * else the kind opens (JMS, admin, IIOP, transaction recovery, ...).
 */
public record ServerPorts(int http, int https, int base) {

    public static final int BASE_PORTS = 20;

    /** Every port the server may open. */
    public int[] all() {
        int[] ports = new int[BASE_PORTS + 2];
        ports[0] = http;
        ports[1] = https;
        for (int i = 0; i < BASE_PORTS; i++) {
            ports[i + 2] = base + i;
        }
        return ports;
    }

    public Set<Integer> asSet() {
        return Arrays.stream(all()).boxed().collect(Collectors.toSet());
    }
}
