package io.daytrader.bench.chat;

import org.junit.jupiter.api.Test;

import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;

class ClosedLoopTest {

    /** A socket that keeps what its member sent. */
    private static final class Recording implements WebSocket {
        final List<String> sent = new ArrayList<>();

        @Override
        public CompletableFuture<WebSocket> sendText(CharSequence data, boolean last) {
            sent.add(data.toString());
            return CompletableFuture.completedFuture(this);
        }

        @Override
        public CompletableFuture<WebSocket> sendBinary(ByteBuffer data, boolean last) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<WebSocket> sendPing(ByteBuffer message) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<WebSocket> sendPong(ByteBuffer message) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<WebSocket> sendClose(int statusCode, String reason) {
            return CompletableFuture.completedFuture(this);
        }

        @Override
        public void request(long n) {
        }

        @Override
        public String getSubprotocol() {
            return "";
        }

        @Override
        public boolean isOutputClosed() {
            return false;
        }

        @Override
        public boolean isInputClosed() {
            return false;
        }

        @Override
        public void abort() {
        }
    }

    private final List<Recording> sockets = new ArrayList<>();

    private List<ChatClient> room(int room, int size) {
        List<ChatClient> members = new ArrayList<>();
        for (int m = 0; m < size; m++) {
            ChatClient member = new ChatClient(room, m, (key, r, to, nanos) -> { }, () -> { });
            Recording socket = new Recording();
            member.connected(socket);
            sockets.add(socket);
            members.add(member);
        }
        return members;
    }

    @Test
    void aMemberSendsItsNextMessageOnlyOnceTheLastHasReachedEveryOtherMember() {
        Deliveries deliveries = new Deliveries(2);
        ClosedLoop loop = new ClosedLoop(List.of(room(0, 3)), 30, deliveries, 0, Long.MAX_VALUE);

        loop.start();

        assertThat(sockets).allSatisfy(s -> assertThat(s.sent).hasSize(1));
        String first = sockets.get(0).sent.get(0);
        long key = Deliveries.key(0, Long.parseLong(first.split(":")[1]));
        assertThat(first).hasSize(30).startsWith("0:");
        loop.received(key, 0);
        assertThat(sockets.get(0).sent).as("one of two receipts").hasSize(1);
        loop.received(key, 0);
        assertThat(sockets.get(0).sent).as("both receipts").hasSize(2);
        assertThat(sockets.get(1).sent).as("the others still wait for theirs").hasSize(1);
        assertThat(deliveries.sent()).as("every message sent in the window is counted").isEqualTo(4);
    }

    @Test
    void afterStopNoMemberSendsAgainAndMessagesOutsideTheWindowAreNotCounted() {
        Deliveries deliveries = new Deliveries(1);
        ClosedLoop loop = new ClosedLoop(List.of(room(0, 2), room(1, 2)), 30, deliveries, Long.MAX_VALUE - 1,
                Long.MAX_VALUE);

        loop.start();
        loop.stop();
        String first = sockets.get(2).sent.get(0);
        loop.received(Deliveries.key(1, Long.parseLong(first.split(":")[1])), 1);

        assertThat(sockets.get(2).sent).hasSize(1);
        assertThat(first).startsWith("1:");
        assertThat(deliveries.sent()).isZero();
    }

    @Test
    void receiptsCountInTheWindowTheyArrivedIn() {
        WindowCounts windows = new WindowCounts(1_000, 3, 1);

        windows.count(999);
        windows.count(1_000);
        windows.count(1_000 + 1_500_000_000L);
        windows.count(1_000 + 2_999_999_999L);
        windows.count(1_000 + 3_000_000_000L);

        assertThat(windows.counts()).containsExactly(1L, 1L, 1L);
    }
}
