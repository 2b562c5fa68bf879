package io.daytrader.web.push;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.web.push.Broadcaster.Member;
import io.daytrader.web.push.FakePeer.Behaviour;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class BroadcasterTest {

    @Test
    void concurrentSendersReachEveryOtherMemberOfTheirRoomExactlyOnceAndNoOtherRoom() throws Exception {
        Broadcaster<String> broadcaster = new Broadcaster<>(100, 1_000);
        Map<String, List<FakePeer>> peers = new HashMap<>();
        Map<FakePeer, Member<String>> members = new HashMap<>();
        for (String room : List.of("a", "b", "c")) {
            for (int i = 0; i < 5; i++) {
                FakePeer peer = new FakePeer(Behaviour.PROMPT);
                peers.computeIfAbsent(room, r -> new ArrayList<>()).add(peer);
                members.put(peer, broadcaster.join(room, peer).orElseThrow());
            }
        }
        int perSender = 200;
        ExecutorService senders = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> sent = new ArrayList<>();
            for (Map.Entry<String, List<FakePeer>> room : peers.entrySet()) {
                for (int s = 0; s < room.getValue().size(); s++) {
                    Member<String> sender = members.get(room.getValue().get(s));
                    String id = room.getKey() + s;
                    sent.add(senders.submit(() -> IntStream.range(0, perSender)
                            .forEach(n -> broadcaster.broadcast(sender.room(), id + ":" + n, sender))));
                }
            }
            for (Future<?> f : sent) {
                f.get(30, TimeUnit.SECONDS);
            }
        } finally {
            senders.shutdownNow();
        }
        for (Map.Entry<String, List<FakePeer>> room : peers.entrySet()) {
            for (int r = 0; r < room.getValue().size(); r++) {
                List<String> got = room.getValue().get(r).received();
                String self = room.getKey() + r + ":";
                assertThat(got).hasSize(4 * perSender).doesNotHaveDuplicates()
                        .allMatch(m -> m.startsWith(room.getKey()), "only its own room's messages")
                        .noneMatch(m -> m.startsWith(self));
                assertThat(inOrder(got)).as("each sender's messages in the order sent").isTrue();
            }
        }
    }

    @Test
    void aMemberThatDisconnectsMidRunDoesNotStopDeliveryToTheOthers() {
        Broadcaster<String> broadcaster = new Broadcaster<>(10, 10);
        FakePeer sender = new FakePeer(Behaviour.PROMPT);
        FakePeer leaving = new FakePeer(Behaviour.PROMPT);
        FakePeer staying = new FakePeer(Behaviour.PROMPT);
        Member<String> from = broadcaster.join("room", sender).orElseThrow();
        Member<String> gone = broadcaster.join("room", leaving).orElseThrow();
        broadcaster.join("room", staying).orElseThrow();

        broadcaster.broadcast("room", "1", from);
        leaving.breakConnection();
        broadcaster.broadcast("room", "2", from);
        broadcaster.leave(gone);
        broadcaster.broadcast("room", "3", from);

        assertThat(staying.received()).containsExactly("1", "2", "3");
        assertThat(leaving.received()).containsExactly("1");
        assertThat(broadcaster.size()).isEqualTo(2);
    }

    @Test
    void aSlowReaderIsDroppedAfterItsBoundWhileTheRoomKeepsReceiving() {
        int maxBehind = 3;
        Broadcaster<String> broadcaster = new Broadcaster<>(10, maxBehind);
        FakePeer sender = new FakePeer(Behaviour.PROMPT);
        FakePeer slow = new FakePeer(Behaviour.STALLED);
        FakePeer fast = new FakePeer(Behaviour.PROMPT);
        Member<String> from = broadcaster.join("room", sender).orElseThrow();
        broadcaster.join("room", slow).orElseThrow();
        broadcaster.join("room", fast).orElseThrow();

        List<String> messages = IntStream.range(0, 20).mapToObj(Integer::toString).collect(Collectors.toList());
        messages.forEach(m -> broadcaster.broadcast("room", m, from));

        assertThat(fast.received()).containsExactlyElementsOf(messages);
        assertThat(slow.received()).as("one in flight, the rest queued until the bound").containsExactly("0");
        assertThat(slow.closedWith()).contains("too slow");
        assertThat(broadcaster.dropped()).isEqualTo(1);
        assertThat(broadcaster.size()).isEqualTo(2);

        slow.release();
        assertThat(slow.received()).as("nothing more after being dropped").containsExactly("0");
    }

    @Test
    void aStalledReaderWithinItsBoundGetsEverythingInOrderOnceItReads() {
        Broadcaster<String> broadcaster = new Broadcaster<>(10, 5);
        FakePeer stalled = new FakePeer(Behaviour.STALLED);
        broadcaster.join("room", stalled).orElseThrow();
        List.of("a", "b", "c", "d").forEach(m -> broadcaster.broadcast("room", m, null));

        stalled.release();

        assertThat(stalled.received()).containsExactly("a", "b", "c", "d");
        assertThat(stalled.closedWith()).isNull();
    }

    @Test
    void peersBeyondTheCapAreClosedAndNotJoined() {
        Broadcaster<String> broadcaster = new Broadcaster<>(2, 5);
        broadcaster.join("a", new FakePeer(Behaviour.PROMPT)).orElseThrow();
        Member<String> second = broadcaster.join("b", new FakePeer(Behaviour.PROMPT)).orElseThrow();
        FakePeer third = new FakePeer(Behaviour.PROMPT);

        assertThat(broadcaster.join("a", third)).isEmpty();
        assertThat(third.closedWith()).contains("server full");

        broadcaster.leave(second);
        broadcaster.leave(second);
        assertThat(broadcaster.join("a", new FakePeer(Behaviour.PROMPT))).isPresent();
    }

    private static boolean inOrder(List<String> received) {
        Map<String, Integer> last = new HashMap<>();
        for (String message : received) {
            String[] parts = message.split(":");
            int n = Integer.parseInt(parts[1]);
            if (last.getOrDefault(parts[0], -1) >= n) {
                return false;
            }
            last.put(parts[0], n);
        }
        return true;
    }
}
