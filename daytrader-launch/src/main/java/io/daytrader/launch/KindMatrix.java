package io.daytrader.launch;

import java.util.List;

/** The server matrix, rendered from the kinds' descriptors: the README's table and the lab's help list it. */
public final class KindMatrix {

    private KindMatrix() {
    }

    /** A Markdown table, one row per kind. */
    public static String markdown(List<KindDescriptor> kinds) {
        StringBuilder table = new StringBuilder("| kind | server | versions tried | Jakarta EE | `--jdk` | `--db` |"
                + " `--jpa server` | Faces | `--connector` | `threads=virtual` | unavailable there |\n"
                + "|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (KindDescriptor k : kinds) {
            table.append("| `").append(k.kind()).append('`').append(k.defaultKind() ? " (default)" : "")
                    .append(" | ").append(k.product()).append(" | ").append(String.join(", ", k.versionsTried()))
                    .append(" | ").append(k.jakartaEE()).append(" | ").append(k.jdk()).append(" | ").append(k.databases().containsAll(Database.KINDS)
                            ? "all four" : String.join(", ", k.databases()))
                    .append(" | ").append(k.serverJpa() == null ? "none" : k.serverJpa())
                    .append(" | ").append(k.faces() == null ? "none" : k.faces()).append(" | ")
                    .append(connector(k.connector())).append(" | ").append(virtualThreads(k.connector().virtualThreads()))
                    .append(" | ")
                    .append(k.unavailable().isEmpty() ? "nothing" : String.join("; ",
                            k.unavailable().stream().map(u -> u.what()).toList()))
                    .append(" |\n");
        }
        return table.toString();
    }

    /** One line per kind, for the command lines' help. */
    public static String text(List<KindDescriptor> kinds) {
        StringBuilder text = new StringBuilder();
        for (KindDescriptor k : kinds) {
            text.append(String.format("  %-10s %s%s; versions tried %s; --db %s; --jpa server: %s%n", k.kind(),
                    k.product(), k.defaultKind() ? " (default)" : "", String.join(", ", k.versionsTried()),
                    String.join("|", k.databases()), k.serverJpa() == null ? "none" : k.serverJpa()));
        }
        return text.toString();
    }

    private static String connector(KindDescriptor.ConnectorSupport c) {
        return (c.threads() == null ? "" : "threads, ") + (c.keepalive() ? "keepalive, " : "")
                + "io=" + String.join("/", c.io());
    }

    private static String virtualThreads(KindDescriptor.VirtualThreads v) {
        return v.offered() ? v.how() : "n/a: " + v.how();
    }
}
