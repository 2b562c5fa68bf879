package io.daytrader.launch.net;

import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.IntStream;

/**
 * Ports nothing listens on, for the servers the tests start. They are taken below 32768, where Linux begins handing out
 * ports at random (to the client side of connections, and to servers that listen on "any port", such as a JMX
 * connector): a random listener of another process cannot land in a block taken there after it was checked.
 */
public final class FreePorts {

    private static final int LOWEST = 20000;
    private static final int HIGHEST = 32767;
    private static final int ATTEMPTS = 200;

    private FreePorts() {
    }

    /** The first of {@code count} ports in a row on which nothing of this machine listens, at a random place. */
    public static int block(int count) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int first = ThreadLocalRandom.current().nextInt(LOWEST, HIGHEST - count + 2);
            if (IntStream.range(first, first + count).noneMatch(port -> Listener.listens("127.0.0.1", port, 200))) {
                return first;
            }
        }
        throw new IllegalStateException("no " + count + " free ports in a row between " + LOWEST + " and " + HIGHEST);
    }
}
