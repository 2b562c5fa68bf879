package io.daytrader.dbserver;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * A PostgreSQL for the servers of other hosts, from the same binaries as the tests' own:
 * {@code NetworkDatabase DIR ADDRESS PORT CLIENTS} starts it with its files in DIR, listening on ADDRESS:PORT and
 * trusting the CLIENTS network (CIDR), prints its JDBC URL and runs until it is sent SIGTERM. For a private benchmark
 * network only: the clients need no password.
 */
public final class NetworkDatabase {

    private NetworkDatabase() {
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length != 4) {
            System.err.println("usage: NetworkDatabase DIR ADDRESS PORT CLIENTS (e.g. /tmp/db 10.47.0.5 25432 10.47.0.0/24)");
            System.exit(2);
        }
        EmbeddedPostgresql postgres = EmbeddedPostgresql.startListening(Path.of(args[0]).toAbsolutePath(), args[1],
                Integer.parseInt(args[2]), args[3]);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            postgres.close();
            stopped.countDown();
        }, "stop postgresql"));
        System.out.println("ready jdbc:postgresql://" + args[1] + ":" + args[2] + "/postgres");
        System.out.flush();
        stopped.await();
    }
}
