package io.daytrader.bench.server;

import io.daytrader.launch.LaunchRecord;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;

/**
 * A server of this checkout running on this host, found by the port of a --url: the running launch
 * ({@code ./daytrader serve}, say) whose record names that HTTP port, with the address of its probe and its JVM's
 * process, so that a run of that URL measures the server's CPU, GC and heap without --probe or --server-pid.
 */
public record ServedServer(String name, String probeAddress, Long pid) {

    /** The server among {@code running} that answers {@code url}, when the URL names this host. */
    public static Optional<ServedServer> at(String url, List<LaunchRecord> running) {
        URI uri = URI.create(url);
        if (uri.getHost() == null || !onThisHost(uri.getHost())) {
            return Optional.empty();
        }
        int port = port(uri);
        return running.stream().filter(record -> port(URI.create(record.baseUrl())) == port)
                .filter(record -> record.probePort() != null || record.serverJvm() != null).findFirst()
                .map(record -> new ServedServer(record.server(),
                        record.probePort() == null ? null : "127.0.0.1:" + record.probePort(),
                        record.serverJvm() == null ? null : record.serverJvm().pid()));
    }

    /** Whether {@code host} is this machine: a loopback address, or an address of one of its interfaces. */
    static boolean onThisHost(String host) {
        try {
            InetAddress address = InetAddress.getByName(host);
            return address.isLoopbackAddress() || address.isAnyLocalAddress()
                    || NetworkInterface.getByInetAddress(address) != null;
        } catch (UnknownHostException | SocketException e) {
            return false;
        }
    }

    private static int port(URI uri) {
        return uri.getPort() >= 0 ? uri.getPort() : "https".equals(uri.getScheme()) ? 443 : 80;
    }
}
