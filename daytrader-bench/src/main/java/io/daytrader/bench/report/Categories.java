package io.daytrader.bench.report;

import java.util.List;
import java.util.Map;

/** Catalog categories in report order, with their titles. Unknown categories follow, titled by their name. */
public final class Categories {

    public static final List<String> ORDER = List.of("web", "jdbc", "ejb-jpa", "jms", "modern-ee", "websocket", "faces",
            "chat", "trade");
    private static final Map<String, String> TITLES = Map.of("web", "Web tier", "jdbc", "JDBC", "ejb-jpa", "EJB/JPA",
            "jms", "JMS", "modern-ee", "Modern EE", "websocket", "WebSocket", "faces", "Faces",
            "chat", "Chat (closed loop, deliveries/s)", "trade", "Trade workload");

    private Categories() {
    }

    public static String title(String category) {
        return TITLES.getOrDefault(category, category);
    }

    public static int rank(String category) {
        int index = ORDER.indexOf(category);
        return index < 0 ? ORDER.size() : index;
    }
}
