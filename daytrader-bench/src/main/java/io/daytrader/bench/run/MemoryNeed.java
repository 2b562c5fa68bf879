package io.daytrader.bench.run;

import java.util.List;

/**
 * The memory servers up at once take: every server's heap ({@code -Xmx}, or what {@code -Xms} fixes) plus what a
 * server JVM uses besides (code, metaspace, threads, the embedded database's cache), each driver's (JMeter's) heap
 * plus its own besides, and the database servers the run starts.
 */
final class MemoryNeed {

    static final long SERVER_BESIDES_HEAP = 768L << 20;
    static final long DRIVER_BESIDES_HEAP = 384L << 20;
    static final long DATABASE_SERVER = 512L << 20;
    private static final long DEFAULT_HEAP = 1L << 30;

    private MemoryNeed() {
    }

    static long bytes(List<List<String>> serverJvmOptions, List<String> driverJvmOptions, int drivers,
                      int databaseServers) {
        long total = 0;
        for (List<String> options : serverJvmOptions) {
            total += heap(options) + SERVER_BESIDES_HEAP;
        }
        return total + drivers * (heap(driverJvmOptions) + DRIVER_BESIDES_HEAP) + databaseServers * DATABASE_SERVER;
    }

    /** The largest heap the options allow: the last -Xmx, else the last -Xms, else 1 GiB. */
    static long heap(List<String> options) {
        Long xmx = null;
        Long xms = null;
        for (String option : options) {
            if (option.startsWith("-Xmx")) {
                xmx = size(option.substring(4));
            } else if (option.startsWith("-Xms")) {
                xms = size(option.substring(4));
            }
        }
        return xmx != null ? xmx : xms != null ? xms : DEFAULT_HEAP;
    }

    private static long size(String text) {
        char unit = Character.toLowerCase(text.charAt(text.length() - 1));
        long value = Long.parseLong(Character.isDigit(unit) ? text : text.substring(0, text.length() - 1));
        return switch (unit) {
            case 'k' -> value << 10;
            case 'm' -> value << 20;
            case 'g' -> value << 30;
            case 't' -> value << 40;
            default -> value;
        };
    }
}
