package io.daytrader.bench;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/** A block of ports free on 127.0.0.1, below the kernel's ephemeral range, for servers a test starts side by side. */
final class FreePorts {

    private FreePorts() {
    }

    /** The first port of {@code count} consecutive ports that are all free now. */
    static int block(int count) {
        for (int attempt = 0; attempt < 200; attempt++) {
            int first = ThreadLocalRandom.current().nextInt(20000, 30000 - count);
            if (allFree(first, count)) {
                return first;
            }
        }
        throw new IllegalStateException("no " + count + " free consecutive ports between 20000 and 30000");
    }

    private static boolean allFree(int first, int count) {
        for (int port = first; port < first + count; port++) {
            try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                socket.setReuseAddress(true);
            } catch (IOException taken) {
                return false;
            }
        }
        return true;
    }
}
