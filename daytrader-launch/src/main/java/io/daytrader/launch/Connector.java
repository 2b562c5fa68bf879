package io.daytrader.launch;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The server's HTTP connector settings ({@code --connector}), the axis of the blocking-versus-NIO question: worker
 * {@code threads} (a pool of that many), {@code virtualThreads} (true: a virtual thread per request, JDK 21 and newer;
 * false: the kind's pool of platform threads), HTTP {@code keepalive} on or off, and the {@code io} implementation
 * where the kind offers a choice (Tomcat and TomEE: {@code nio} or {@code nio2}; Open Liberty has one). A setting left
 * out is the kind's default. Each kind's {@code bench-target} applies them from DAYTRADER_HTTP_THREADS,
 * DAYTRADER_HTTP_VIRTUAL_THREADS, DAYTRADER_HTTP_KEEPALIVE and DAYTRADER_HTTP_IO, and refuses what it cannot do.
 */
public record Connector(Integer threads, Boolean virtualThreads, Boolean keepAlive, String io) {

    public static final Connector DEFAULT = new Connector(null, null, null, null);

    /**
     * {@code threads=N|virtual|platform,keepalive=on|off,io=NAME}, any subset in any order; empty or "default" is the
     * default.
     */
    public static Connector parse(String spec) {
        if (spec == null || spec.isBlank() || spec.strip().equals("default")) {
            return DEFAULT;
        }
        Integer threads = null;
        Boolean virtualThreads = null;
        Boolean keepAlive = null;
        String io = null;
        for (String part : spec.split(",")) {
            String[] pair = part.strip().split("=", 2);
            if (pair.length != 2 || pair[1].isBlank()) {
                throw new IllegalArgumentException("--connector: '" + part.strip() + "' is not NAME=VALUE (threads=N|"
                        + "virtual|platform, keepalive=on|off, io=nio|nio2)");
            }
            String value = pair[1].strip();
            switch (pair[0].strip()) {
                case "threads" -> {
                    switch (value) {
                        case "virtual" -> virtualThreads = true;
                        case "platform" -> virtualThreads = false;
                        default -> threads = positive(value);
                    }
                }
                case "keepalive" -> keepAlive = switch (value) {
                    case "on", "true" -> true;
                    case "off", "false" -> false;
                    default -> throw new IllegalArgumentException("--connector: keepalive must be on or off, got '"
                            + value + "'");
                };
                case "io" -> {
                    if (!value.matches("[a-z0-9]+")) {
                        throw new IllegalArgumentException("--connector: io must be a name such as nio or nio2, got '"
                                + value + "'");
                    }
                    io = value;
                }
                default -> throw new IllegalArgumentException("--connector: unknown setting '" + pair[0].strip()
                        + "' (threads, keepalive, io)");
            }
        }
        if (threads != null && Boolean.TRUE.equals(virtualThreads)) {
            throw new IllegalArgumentException("--connector: threads=virtual has no pool to size; threads=" + threads
                    + " sizes a pool of platform threads");
        }
        return new Connector(threads, virtualThreads, keepAlive, io);
    }

    private static int positive(String value) {
        try {
            int threads = Integer.parseInt(value);
            if (threads >= 1 && threads <= 10_000) {
                return threads;
            }
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new IllegalArgumentException("--connector: threads must be virtual, platform or a whole number from 1 to"
                + " 10000, got '" + value + "'");
    }

    /** The settings as given, e.g. "threads=50,keepalive=off"; "default" when none. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        if (threads != null) {
            text.append("threads=").append(threads);
        }
        if (virtualThreads != null) {
            text.append(text.isEmpty() ? "" : ",").append("threads=").append(virtualThreads ? "virtual" : "platform");
        }
        if (keepAlive != null) {
            text.append(text.isEmpty() ? "" : ",").append("keepalive=").append(keepAlive ? "on" : "off");
        }
        if (io != null) {
            text.append(text.isEmpty() ? "" : ",").append("io=").append(io);
        }
        return text.isEmpty() ? "default" : text.toString();
    }

    /** The variables of the server-kind contract; empty values mean the kind's default. */
    public Map<String, String> environment() {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("DAYTRADER_HTTP_THREADS", threads == null ? "" : threads.toString());
        env.put("DAYTRADER_HTTP_VIRTUAL_THREADS", virtualThreads == null ? "" : virtualThreads.toString());
        env.put("DAYTRADER_HTTP_KEEPALIVE", keepAlive == null ? "" : keepAlive.toString());
        env.put("DAYTRADER_HTTP_IO", io == null ? "" : io);
        return env;
    }
}
