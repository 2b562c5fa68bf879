package io.daytrader.dbserver;

import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code java io.daytrader.dbserver.DatabaseServerMain postgresql|mariadb FOLDER [PID]}: starts a server of that
 * kind on a free port with its files in FOLDER, prints {@code url=}, {@code user=} and {@code password=} lines, and
 * runs until process PID ends (or until it is stopped with SIGTERM). {@code ./daytrader serve} uses it when a
 * networked database is asked for without a URL.
 */
public final class DatabaseServerMain {

    private DatabaseServerMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: DatabaseServerMain postgresql|mariadb FOLDER [PID to outlive]");
            System.exit(2);
        }
        DatabaseServer server = DatabaseKind.of(args[0]).startEmbedded(Path.of(args[1]).toAbsolutePath());
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "stop " + args[0]));
        System.out.println("url=" + server.url());
        System.out.println("user=" + server.user());
        System.out.println("password=" + server.password());
        System.out.flush();
        Optional<ProcessHandle> owner = args.length == 3 ? ProcessHandle.of(Long.parseLong(args[2])) : Optional.empty();
        if (owner.isPresent()) {
            owner.get().onExit().join();
        } else {
            Thread.currentThread().join();
        }
        System.exit(0);
    }
}
