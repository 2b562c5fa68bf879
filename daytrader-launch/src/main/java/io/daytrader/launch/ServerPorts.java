package io.daytrader.launch;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The ports a provisioned server gets: HTTP, HTTPS, and {@value #BASE_PORTS} ports from {@code base} for everything
 * else the kind opens (JMS, admin, IIOP, transaction recovery, ...); the last of them is the server probe's
 * ({@link #probe()}), which no kind uses.
 */
public record ServerPorts(int http, int https, int base) {

    public static final int BASE_PORTS = 20;
    /** HTTPS and the port base relative to HTTP, where they are not given: 9080 gives HTTPS 9443 and the base 10100. */
    public static final int HTTPS_OFFSET = 363;
    public static final int BASE_OFFSET = 1020;

    /**
     * The ports of a server on HTTP port {@code http}; {@code https} and {@code base} may be null (HTTP + 363 and
     * HTTP + 1020). Refuses ports outside 1-65535 and ranges that overlap.
     */
    public static ServerPorts of(int http, Integer https, Integer base) {
        ServerPorts ports = new ServerPorts(http, https != null ? https : http + HTTPS_OFFSET,
                base != null ? base : http + BASE_OFFSET);
        if (!valid(ports.http) || !valid(ports.https) || !valid(ports.base) || !valid(ports.base + BASE_PORTS - 1)) {
            throw new IllegalArgumentException("ports must be within 1-65535 (HTTP " + ports.http + ", HTTPS "
                    + ports.https + ", port base " + ports.base + " + " + (BASE_PORTS - 1)
                    + "): give --https-port and --port-base");
        }
        if (ports.http == ports.https || ports.inBaseRange(ports.http) || ports.inBaseRange(ports.https)) {
            throw new IllegalArgumentException("the HTTP (" + ports.http + "), HTTPS (" + ports.https
                    + ") and port-base (" + ports.base + "-" + (ports.base + BASE_PORTS - 1) + ") ports must not overlap");
        }
        return ports;
    }

    private static boolean valid(int port) {
        return port >= 1 && port <= 65535;
    }

    private boolean inBaseRange(int port) {
        return port >= base && port < base + BASE_PORTS;
    }

    /** The port of the probe (daytrader-probe) in the server's JVM. */
    public int probe() {
        return base + BASE_PORTS - 1;
    }

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

    /**
     * The ports of the {@code index}-th of several servers up at once (from 0): HTTP and HTTPS one further each,
     * the other ports {@value #BASE_PORTS} further.
     */
    public ServerPorts forTarget(int index) {
        return new ServerPorts(http + index, https + index, base + BASE_PORTS * index);
    }

    public Set<Integer> asSet() {
        return Arrays.stream(all()).boxed().collect(Collectors.toSet());
    }
}
