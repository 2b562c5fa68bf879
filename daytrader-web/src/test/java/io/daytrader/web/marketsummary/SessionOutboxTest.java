package io.daytrader.web.marketsummary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import jakarta.websocket.CloseReason;
import jakarta.websocket.RemoteEndpoint;
import jakarta.websocket.SendHandler;
import jakarta.websocket.SendResult;
import jakarta.websocket.Session;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class SessionOutboxTest {

    private static final int PUSHES = 100;

    @Test
    void aClientThatNeverReadsDelaysNoOtherClientAndIsClosed() {
        FakeClient slow = new FakeClient(false);
        FakeClient fast = new FakeClient(true);
        SessionOutbox slowOutbox = new SessionOutbox(slow.session());
        SessionOutbox fastOutbox = new SessionOutbox(fast.session());

        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            for (int i = 0; i < PUSHES; i++) {
                slowOutbox.offer("push " + i);
                fastOutbox.offer("push " + i);
            }
        });

        assertThat(fast.received).hasSize(PUSHES).startsWith("push 0").endsWith("push " + (PUSHES - 1));
        assertThat(fast.closedWith.get()).isNull();
        assertThat(slow.received).hasSize(1);
        assertThat(slow.closedWith.get().getCloseCode()).isEqualTo(CloseReason.CloseCodes.TRY_AGAIN_LATER);
        assertThat(slowOutbox.offer("after close")).isFalse();
    }

    @Test
    void messagesToOneClientAreSentOneAtATimeInOrder() {
        FakeClient client = new FakeClient(false);
        SessionOutbox outbox = new SessionOutbox(client.session());

        outbox.offer("first");
        outbox.offer("second");
        assertThat(client.received).containsExactly("first");

        client.finishLastSend();
        assertThat(client.received).containsExactly("first", "second");
    }

    /** A WebSocket client that reads each message at once ({@code reads}) or not until told. */
    private static final class FakeClient {

        final List<String> received = new CopyOnWriteArrayList<>();
        final AtomicReference<CloseReason> closedWith = new AtomicReference<>();
        private final boolean reads;
        private SendHandler pending;

        FakeClient(boolean reads) {
            this.reads = reads;
        }

        void finishLastSend() {
            SendHandler handler = pending;
            pending = null;
            handler.onResult(new SendResult());
        }

        Session session() {
            RemoteEndpoint.Async remote = (RemoteEndpoint.Async) Proxy.newProxyInstance(getClass().getClassLoader(),
                    new Class<?>[] {RemoteEndpoint.Async.class}, (proxy, method, args) -> {
                        if (method.getName().equals("sendText") && args.length == 2) {
                            received.add((String) args[0]);
                            if (reads) {
                                ((SendHandler) args[1]).onResult(new SendResult());
                            } else {
                                pending = (SendHandler) args[1];
                            }
                            return null;
                        }
                        throw new UnsupportedOperationException(method.getName());
                    });
            return (Session) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Session.class},
                    (proxy, method, args) -> switch (method.getName()) {
                        case "getAsyncRemote" -> remote;
                        case "close" -> {
                            closedWith.set((CloseReason) args[0]);
                            yield null;
                        }
                        case "hashCode" -> System.identityHashCode(proxy);
                        case "equals" -> proxy == args[0];
                        default -> throw new UnsupportedOperationException(method.getName());
                    });
        }
    }
}
