package io.daytrader.probe;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/**
 * A minimal HTTP/1.0-style server on one daemon thread: {@code GET /} answers the document, anything else 404 or 405,
 * one request per connection. Written on plain sockets rather than the JDK's HTTP server, which initialises
 * java.util.logging from the agent's premain, before a server (WildFly) installs its own log manager.
 */
final class ProbeServer implements AutoCloseable {

    private static final int MAX_HEAD_BYTES = 8192;

    private final ServerSocket socket;
    private final Supplier<String> document;

    private ProbeServer(ServerSocket socket, Supplier<String> document) {
        this.socket = socket;
        this.document = document;
    }

    static ProbeServer start(String host, int port, Supplier<String> document) throws IOException {
        ServerSocket socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new InetSocketAddress(InetAddress.getByName(host), port), 16);
        ProbeServer server = new ProbeServer(socket, document);
        Thread thread = new Thread(server::serve, "daytrader-probe");
        thread.setDaemon(true);
        thread.start();
        return server;
    }

    int port() {
        return socket.getLocalPort();
    }

    private void serve() {
        while (!socket.isClosed()) {
            try (Socket connection = socket.accept()) {
                connection.setSoTimeout(5000);
                answer(connection);
            } catch (IOException e) {
                // a client that went away, or the socket closed: the next accept tells which
            }
        }
    }

    private void answer(Socket connection) throws IOException {
        String requestLine = head(connection.getInputStream()).split("\r\n", 2)[0];
        String[] parts = requestLine.split(" ");
        OutputStream out = connection.getOutputStream();
        if (parts.length < 2 || !"GET".equals(parts[0])) {
            respond(out, "405 Method Not Allowed", "{\"error\":\"only GET\"}");
        } else if (!"/".equals(parts[1])) {
            respond(out, "404 Not Found", "{\"error\":\"the probe answers GET /\"}");
        } else {
            respond(out, "200 OK", document.get());
        }
    }

    private static String head(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        int c;
        while (head.length() < MAX_HEAD_BYTES && (c = in.read()) >= 0) {
            head.append((char) c);
            if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
                break;
            }
        }
        return head.toString();
    }

    private static void respond(OutputStream out, String status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        out.write(("HTTP/1.1 " + status + "\r\nContent-Type: application/json\r\nContent-Length: " + bytes.length
                + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.write(bytes);
        out.flush();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
