package io.daytrader.launch.net;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;

/** Whether something accepts TCP connections on a port. */
public final class Listener {

    private Listener() {
    }

    /**
     * True if a connection to {@code host:port} is accepted within {@code timeoutMillis}. On Linux a connection to a
     * free port of the ephemeral range can connect to itself (the kernel picks that very port as the local one); such
     * a connection is not a listener.
     */
    public static boolean listens(String host, int port, int timeoutMillis) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), timeoutMillis);
            return !socket.getLocalSocketAddress().equals(socket.getRemoteSocketAddress());
        } catch (IOException e) {
            return false;
        }
    }
}
