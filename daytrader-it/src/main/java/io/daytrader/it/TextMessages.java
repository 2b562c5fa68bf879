package io.daytrader.it;

import java.net.http.WebSocket;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;

/** A WebSocket client's listener that keeps every whole text message it receives and how the connection ended. */
public class TextMessages implements WebSocket.Listener {

    private final BlockingQueue<String> received = new LinkedBlockingQueue<>();
    private final CompletableFuture<Integer> closeCode = new CompletableFuture<>();
    private final StringBuilder partial = new StringBuilder();

    /** The messages in the order they came. */
    public BlockingQueue<String> received() {
        return received;
    }

    /** The server's close code; completed exceptionally when the connection failed instead. */
    public CompletableFuture<Integer> closeCode() {
        return closeCode;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            received.add(partial.toString());
            partial.setLength(0);
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closeCode.complete(statusCode);
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closeCode.completeExceptionally(error);
    }
}
