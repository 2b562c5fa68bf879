package io.daytrader.it.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.ItServer;
import io.daytrader.it.TextMessages;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The /chat/{room} WebSocket on a real server: every message reaches every other member of its room exactly once
 * and no other room, a member leaving does not stop the others, and oversized messages and bad room names are
 * refused with a close code.
 */
class ChatWebSocketIT {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final String HELLO = "hello from ";
    private static final String BASE = ItServer.baseUrl().replaceFirst("^http", "ws") + "/chat/";

    @Test
    void everyMessageReachesEveryOtherMemberOfItsRoomOnce() throws Exception {
        List<Client> red = join("red", 3);
        List<Client> blue = join("blue", 3);
        awaitEveryoneInTheRoom(red);
        awaitEveryoneInTheRoom(blue);
        int perClient = 10;
        for (int n = 0; n < perClient; n++) {
            for (List<Client> room : List.of(red, blue)) {
                for (Client client : room) {
                    client.socket.sendText(client.name + ":" + n, true).get(10, TimeUnit.SECONDS);
                }
            }
        }
        for (List<Client> room : List.of(red, blue)) {
            for (Client client : room) {
                List<String> got = client.awaitCount(2 * perClient);
                assertEquals(2 * perClient, got.size(), client.name + " got " + got);
                assertEquals(got.size(), got.stream().distinct().count(), "no duplicates: " + got);
                assertTrue(got.stream().allMatch(m -> m.startsWith(client.room)), "only its room: " + got);
                assertTrue(got.stream().noneMatch(m -> m.startsWith(client.name + ":")), "not its own: " + got);
            }
        }

        red.get(0).socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye").get(10, TimeUnit.SECONDS);
        red.get(1).socket.sendText("after", true).get(10, TimeUnit.SECONDS);
        assertTrue(red.get(2).awaitCount(2 * perClient + 1).contains("after"), "delivery goes on after a leave");
        closeAll(blue);
    }

    @Test
    void oversizedMessagesAndBadRoomNamesAreRefused() throws Exception {
        Client big = join("big", 1).get(0);
        big.socket.sendText("x".repeat(70_000), true);
        assertEquals(1009, big.closeCode().get(20, TimeUnit.SECONDS), "too big");

        Client bad = join("no%20spaces", 1).get(0);
        assertEquals(1008, bad.closeCode().get(20, TimeUnit.SECONDS));
    }

    private static List<Client> join(String room, int count) throws Exception {
        List<Client> clients = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Client client = new Client(room, room + i);
            client.socket = HTTP.newWebSocketBuilder().buildAsync(URI.create(BASE + room), client)
                    .get(20, TimeUnit.SECONDS);
            clients.add(client);
        }
        return clients;
    }

    /**
     * A client's handshake may complete before the server has added it to its room, so the members say hello until
     * each has heard every other; then their queues are emptied.
     */
    private static void awaitEveryoneInTheRoom(List<Client> room) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!room.stream().allMatch(c -> c.heardHelloFromAll(room))) {
            assertTrue(System.nanoTime() < deadline, "the members of " + room.get(0).room + " never all heard each other");
            for (Client client : room) {
                client.socket.sendText(HELLO + client.name, true).get(10, TimeUnit.SECONDS);
            }
            Thread.sleep(200);
        }
        Thread.sleep(500);
        room.forEach(c -> c.received().clear());
    }

    private static void closeAll(List<Client> clients) throws Exception {
        for (Client client : clients) {
            client.socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(10, TimeUnit.SECONDS);
        }
    }

    /** One member of a room, with what it received. */
    private static final class Client extends TextMessages {

        final String room;
        final String name;
        WebSocket socket;

        Client(String room, String name) {
            this.room = room;
            this.name = name;
        }

        boolean heardHelloFromAll(List<Client> room) {
            return room.stream().filter(other -> other != this)
                    .allMatch(other -> received().stream().anyMatch(m -> m.endsWith(HELLO + other.name)));
        }

        /** What it received once it has at least {@code count} messages, or after 20 s. */
        List<String> awaitCount(int count) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (received().size() < count && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            Thread.sleep(200);
            return List.copyOf(received());
        }
    }
}
