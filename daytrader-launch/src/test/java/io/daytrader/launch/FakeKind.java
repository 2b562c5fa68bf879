package io.daytrader.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A server kind for tests, servers/KIND/bench-target (and its kind.json) under a root of their own: provision installs
 * nothing (home is the folder it is given, version 1.0), start runs the given shell command, the other verbs do
 * nothing.
 */
public final class FakeKind {

    /** A start that runs a small JVM answering every request with a 200 whose body is the cash balance rule. */
    public static final String ANSWERING = "exec \"$JAVA_HOME/bin/java\" \"$(dirname \"$0\")/Answer.java\""
            + " \"$DAYTRADER_HTTP_PORT\"";

    private static final String ANSWER = """
            import com.sun.net.httpserver.HttpServer;
            import java.net.InetSocketAddress;

            public class Answer {
                public static void main(String[] args) throws Exception {
                    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[0])), 0);
                    server.createContext("/", exchange -> {
                        byte[] body = System.getenv("DAYTRADER_NEGATIVE_BALANCE_ALLOWED").getBytes();
                        exchange.sendResponseHeaders(200, body.length);
                        exchange.getResponseBody().write(body);
                        exchange.close();
                    });
                    server.start();
                }
            }
            """;

    /** A kind that runs every database and connector setting. */
    private static final String DESCRIPTOR = """
            {"kind": "%s", "product": "a fake server", "defaultKind": false, "build": "default",
             "application": "ear", "versionProperty": "fake.version", "versionsTried": ["1.0"],
             "distribution": "io.daytrader.fake:fake-server", "jakartaEE": "9.1",
             "jdk": "17", "databases": ["derby", "derby-network", "postgresql", "mariadb"], "serverJpa": "its own",
             "connector": {"threads": "threads", "keepalive": true, "io": ["nio", "nio2"],
                           "virtualThreads": {"offered": true, "how": "a request per virtual thread"}},
             "unavailable": []}
            """;

    private FakeKind() {
    }

    /** The kind "fake". */
    public static ServerKind create(Path root, String start) throws IOException {
        return create(root, "fake", start);
    }

    public static ServerKind create(Path root, String kind, String start) throws IOException {
        Path script = root.resolve("servers").resolve(kind).resolve("bench-target");
        Files.createDirectories(script.getParent());
        Files.writeString(script.resolveSibling("Answer.java"), ANSWER);
        Files.writeString(script, """
                #!/bin/sh
                case "$1" in
                  provision) echo "home=$3"; echo version=1.0; echo "app=$3/app.ear" ;;
                  start) %s ;;
                  *) exit 0 ;;
                esac
                """.formatted(start));
        if (!script.toFile().setExecutable(true)) {
            throw new IOException("cannot make " + script + " executable");
        }
        Files.writeString(script.resolveSibling(KindDescriptor.FILE), DESCRIPTOR.formatted(kind));
        return ServerKind.of(root, kind);
    }
}
