package io.daytrader.it.prims;

import static io.daytrader.it.prims.Bodies.assertContains;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.daytrader.it.TextMessages;
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
            Object json = FlatJson.parse(answer.firstText());
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
            String echoed = answer.firstText();
            assertContains(echoed, ": " + message);
            assertContains(echoed, "hit ");
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        }
    }

    private static WebSocket open(URI uri, Answer answer) throws Exception {
        return HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(uri, answer)
                .get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    /** Keeps the text messages (as {@link TextMessages} does) and the first whole binary message. */
    private static final class Answer extends TextMessages {
        final CompletableFuture<byte[]> binary = new CompletableFuture<>();
        private final ByteArrayOutputStream binaryParts = new ByteArrayOutputStream();

        /** The first text message, waited for up to the timeout. */
        String firstText() throws InterruptedException {
            String text = received().poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            assertNotNull(text, "no text message within " + TIMEOUT_SECONDS + " s");
            return text;
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
            super.onError(webSocket, error);
            binary.completeExceptionally(error);
        }
    }
}
