package io.daytrader.launch.net;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

import static org.assertj.core.api.Assertions.assertThat;

class ListenerTest {

    @Test
    void aBoundServerSocketListensAndAClosedOneNoLonger() throws IOException {
        int port;
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = server.getLocalPort();
            assertThat(Listener.listens("127.0.0.1", port, 1000)).isTrue();
        }
        assertThat(Listener.listens("127.0.0.1", port, 1000)).isFalse();
    }
}
