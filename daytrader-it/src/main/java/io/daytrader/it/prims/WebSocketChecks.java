package io.daytrader.it.prims;

import static io.daytrader.it.prims.Bodies.assertContains;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;

/** What each websocket primitive must answer, by catalog name (the market summary is checked elsewhere). */
final class WebSocketChecks {

    private static final long TIMEOUT_SECONDS = 20;

    /** One endpoint's check, given its ws:// URI. */
    interface Check {
        void run(URI endpoint) throws Exception;
    }

    private final Map<String, Check> checks = new HashMap<>();

    WebSocketChecks() {
        checks.put("PingWebSocketTextSync", uri -> textEcho(uri));
        checks.put("PingWebSocketTextAsync", uri -> textEcho(uri));
        checks.put("PingWebSocketBinary", uri -> {
            byte[] sent = new byte[5000];
            for (int i = 0; i < sent.length; i++) {
                sent[i] = (byte) (i * 31);
            }
            Answer answer = new Answer();
            WebSocket socket = open(uri, answer);
            socket.sendBinary(ByteBuffer.wrap(sent), true).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            assertArrayEquals(sent, answer.binary.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        });
        checks.put("PingWebSocketJson", uri -> {
            Answer answer = new Answer();
            WebSocket socket = open(uri, answer);
            socket.sendText("{\"key\":\"k1\",\"value\":\"v1\"}", true).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            Object json = FlatJson.parse(answer.text.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
            @SuppressWarnings("unchecked")
            Map<String, Object> object = (Map<String, Object>) json;
            assertEquals("k1", object.get("key"));
            assertContains((String) object.get("value"), "v1 (hit ");
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        });
    }

    Check forName(String name) {
        return checks.get(name);
    }

    private static void textEcho(URI uri) throws Exception {
        for (String message : new String[] {"hello", "again"}) {
            Answer answer = new Answer();
            WebSocket socket = open(uri, answer);
            socket.sendText(message, true).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            String echoed = answer.text.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            assertContains(echoed, ": " + message);
            assertContains(echoed, "hit ");
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
    }

    private static WebSocket open(URI uri, Answer answer) throws Exception {
        return HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(uri, answer)
                .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    /** Collects the first whole text or binary message. */
    private static final class Answer implements WebSocket.Listener {
        final CompletableFuture<String> text = new CompletableFuture<>();
        final CompletableFuture<byte[]> binary = new CompletableFuture<>();
        private final StringBuilder textParts = new StringBuilder();
        private final ByteArrayOutputStream binaryParts = new ByteArrayOutputStream();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            textParts.append(data);
            if (last) {
                text.complete(textParts.toString());
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
            byte[] bytes = new byte[data.remaining()];
            data.get(bytes);
            binaryParts.writeBytes(bytes);
            if (last) {
                binary.complete(binaryParts.toByteArray());
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            text.completeExceptionally(error);
            binary.completeExceptionally(error);
        }
    }
}
