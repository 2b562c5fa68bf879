package io.daytrader.web.push;

import java.util.function.Consumer;

/** One connected client as the broadcaster sees it: something that sends text asynchronously and can be closed. */
public interface Peer {

    /**
     * Starts sending one text message; {@code done} is called once when the send finished, with null on success or
     * the failure. At most one send is in flight per peer (the {@link Outbox} sees to it).
     */
    void send(String text, Consumer<Throwable> done);

    /** Closes the connection, telling the client why. */
    void close(String reason);
}
