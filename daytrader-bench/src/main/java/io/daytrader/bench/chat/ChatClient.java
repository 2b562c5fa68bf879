package io.daytrader.bench.chat;

import java.net.http.WebSocket;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * One member of a room: it sends its messages and reports every whole text message it receives to its
 * {@link Receiver}. A message is {@code room:sequence:} and padding; the receipt time is taken on arrival.
 */
final class ChatClient implements WebSocket.Listener {

    /** Where a member's receipts go. */
    interface Receiver {
        /** Member {@code member} of room {@code room} received the message {@code key} at {@code nanos}. */
        void received(long key, int room, int member, long nanos);
    }

    private final int room;
    private final int member;
    private final Receiver receiver;
    private final Runnable onLost;
    private final StringBuilder partial = new StringBuilder();
    private volatile WebSocket socket;
    private volatile CompletableFuture<WebSocket> lastSend = CompletableFuture.completedFuture(null);
    private volatile boolean closing;

    ChatClient(int room, int member, Receiver receiver, Runnable onLost) {
        this.room = room;
        this.member = member;
        this.receiver = receiver;
        this.onLost = onLost;
    }

    int member() {
        return member;
    }

    void connected(WebSocket webSocket) {
        socket = webSocket;
    }

    boolean isConnected() {
        return socket != null;
    }

    /** False when the previous message is still being written (the turn is skipped) or the socket is gone. */
    boolean send(String text) {
        WebSocket webSocket = socket;
        if (webSocket == null || webSocket.isOutputClosed() || !lastSend.isDone()) {
            return false;
        }
        lastSend = webSocket.sendText(text, true);
        return true;
    }

    /** Sends once the previous message is written (at once when it is); nothing when the socket is gone. */
    synchronized void sendAfterPrevious(String text) {
        WebSocket webSocket = socket;
        if (webSocket != null && !webSocket.isOutputClosed()) {
            lastSend = lastSend.thenCompose(previous -> webSocket.sendText(text, true));
        }
    }

    void close() {
        closing = true;
        WebSocket webSocket = socket;
        if (webSocket != null && !webSocket.isOutputClosed()) {
            webSocket.sendClose(WebSocket.NORMAL_CLOSURE, "done").exceptionally(failure -> {
                webSocket.abort();
                return null;
            });
        }
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        long now = System.nanoTime();
        partial.append(data);
        if (last) {
            received(partial, now);
            partial.setLength(0);
        }
        webSocket.request(1);
        return null;
    }

    private void received(CharSequence text, long nanos) {
        String header = text.subSequence(0, Math.min(text.length(), ChatSettings.MIN_MESSAGE_SIZE)).toString();
        String[] parts = header.split(":", 3);
        if (parts.length < 3) {
            return;
        }
        int fromRoom = Integer.parseInt(parts[0]);
        long sequence = Long.parseLong(parts[1]);
        receiver.received(Deliveries.key(fromRoom, sequence), room, member, nanos);
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        lost();
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        lost();
    }

    private void lost() {
        if (!closing) {
            closing = true;
            onLost.run();
        }
    }

    /** The text of a message: its identity, then padding to {@code size} characters. */
    static String message(int room, long sequence, int size) {
        StringBuilder text = new StringBuilder(size).append(room).append(':').append(sequence).append(':');
        while (text.length() < size) {
            text.append('x');
        }
        return text.toString();
    }
}
