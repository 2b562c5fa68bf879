package io.daytrader.launch;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The process that listens on a TCP port, from Linux /proc: the socket inodes of /proc/net/tcp and tcp6 in state
 * LISTEN on that port, and the process whose file descriptors point at one of them. This is how the bench finds a
 * server's JVM when the kind's launcher forks it. The candidates are searched first (the launcher and its
 * descendants), then every process.
 */
public final class ListeningProcess {

    private static final String LISTEN = "0A";

    private ListeningProcess() {
    }

    public static OptionalLong of(int port, List<Long> candidates) {
        Set<String> inodes = new HashSet<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            inodes.addAll(listeningInodes(read(Path.of(table)), port));
        }
        if (inodes.isEmpty()) {
            return OptionalLong.empty();
        }
        for (long pid : candidates) {
            if (holds(pid, inodes)) {
                return OptionalLong.of(pid);
            }
        }
        try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
            return processes.map(p -> p.getFileName().toString()).filter(n -> n.matches("\\d+"))
                    .mapToLong(Long::parseLong).filter(pid -> holds(pid, inodes)).findFirst();
        } catch (IOException e) {
            return OptionalLong.empty();
        }
    }

    /** Inodes of the sockets listening on {@code port} in a /proc/net/tcp table. */
    static Set<String> listeningInodes(String table, int port) {
        Set<String> inodes = new HashSet<>();
        String hexPort = String.format(Locale.ROOT, ":%04X", port);
        for (String line : table.split("\n")) {
            String[] fields = line.trim().split("\\s+");
            if (fields.length > 9 && fields[1].endsWith(hexPort) && fields[3].equals(LISTEN)) {
                inodes.add(fields[9]);
            }
        }
        return inodes;
    }

    private static boolean holds(long pid, Set<String> inodes) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "fd"))) {
            for (Path fd : fds) {
                String link = Files.readSymbolicLink(fd).toString();
                if (link.startsWith("socket:[") && inodes.contains(link.substring(8, link.length() - 1))) {
                    return true;
                }
            }
        } catch (IOException | RuntimeException e) {
            return false;
        }
        return false;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }
}
