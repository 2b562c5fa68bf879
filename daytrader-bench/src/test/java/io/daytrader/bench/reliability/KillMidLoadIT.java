package io.daytrader.bench.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.launch.Database;
import io.daytrader.bench.server.ProvisionedTarget;
import io.daytrader.dbbuild.MoneyAudit;
import io.daytrader.dbserver.DatabaseKind;
import io.daytrader.dbserver.DatabaseServer;
import io.daytrader.domain.OrderStatus;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * kill -9 mid-load: traders buy while the server's JVM is killed; after a restart on the same database, every order
 * a trader saw acknowledged is there and filled, and every balance still matches its orders (issue 13).
 */
class KillMidLoadIT {

    private static final int TRADERS = 16;
    private static final int KILL_AFTER_SECONDS = Integer.getInteger("daytrader.reliability.killAfterSeconds", 20);

    @ParameterizedTest
    @ValueSource(strings = {"derby", "postgresql", "mariadb"})
    void everyAcknowledgedOrderSurvivesAKill(String db) throws Exception {
        DatabaseServer databaseServer = db.equals("derby") ? null : DatabaseKind.of(db)
                .startEmbedded(ReliabilityServer.OUTPUT.resolve("kill-dbserver-" + db + "-" + System.currentTimeMillis()));
        try (ReliabilityServer server = ReliabilityServer.provision("kill-" + db,
                databaseServer == null ? Database.of(db, null, null, null)
                        : Database.of(db, null, null, null).on(databaseServer))) {
            ProvisionedTarget target = server.start();
            Set<Integer> acknowledged = ConcurrentHashMap.newKeySet();
            AtomicBoolean killed = new AtomicBoolean();
            ExecutorService traders = Executors.newFixedThreadPool(TRADERS);
            List<Future<Void>> running = new ArrayList<>();
            for (int t = 0; t < TRADERS; t++) {
                String userID = "uid:" + t;
                running.add(traders.submit(() -> trade(target.baseUrl(), userID, acknowledged, killed)));
            }
            TimeUnit.SECONDS.sleep(KILL_AFTER_SECONDS);
            int beforeKill = acknowledged.size();
            killed.set(true);
            server.kill();
            for (Future<Void> trader : running) {
                trader.get(2, TimeUnit.MINUTES);
            }
            traders.shutdownNow();

            ProvisionedTarget restarted = server.start();
            assertThat(new Trader(restarted.baseUrl()).login("uid:0", "xxx")).as("a login after the restart").isTrue();
            server.close();

            try (Connection connection = connect(server, databaseServer)) {
                List<Integer> missing = new ArrayList<>();
                List<Integer> unfilled = new ArrayList<>();
                try (PreparedStatement status = connection.prepareStatement(
                        "SELECT ORDERSTATUS FROM ORDEREJB WHERE ORDERID = ?")) {
                    for (int orderID : acknowledged) {
                        status.setInt(1, orderID);
                        try (ResultSet rs = status.executeQuery()) {
                            if (!rs.next()) {
                                missing.add(orderID);
                            } else if (!OrderStatus.fromCode(rs.getString(1)).isFilled()) {
                                unfilled.add(orderID);
                            }
                        }
                    }
                }
                List<String> violations = MoneyAudit.violations(connection);
                System.out.printf("kill -9 mid-load, %s: %d traders, killed after %d s; %d orders acknowledged "
                        + "(%d before the kill); after the restart %d missing, %d not filled, %d accounts off%n", db,
                        TRADERS, KILL_AFTER_SECONDS, acknowledged.size(), beforeKill, missing.size(), unfilled.size(),
                        violations.size());
                assertThat(beforeKill).as("orders acknowledged before the kill").isPositive();
                assertThat(missing).as("acknowledged orders missing after the restart").isEmpty();
                assertThat(unfilled).as("acknowledged orders not filled after the restart").isEmpty();
                assertThat(violations).as("accounts whose balance does not match their orders").isEmpty();
            }
        } finally {
            if (databaseServer != null) {
                databaseServer.close();
            }
        }
    }

    /** Buys one share at a time until the server is killed; the buys the server acknowledged go in the set. */
    private static Void trade(String baseUrl, String userID, Set<Integer> acknowledged, AtomicBoolean killed)
            throws IOException, InterruptedException {
        Trader trader = new Trader(baseUrl);
        if (!trader.login(userID, "xxx")) {
            throw new IllegalStateException("login of " + userID + " failed");
        }
        while (!killed.get()) {
            try {
                OptionalInt order = trader.buy("s:" + ThreadLocalRandom.current().nextInt(ReliabilityServer.QUOTES), 1);
                order.ifPresent(acknowledged::add);
            } catch (IOException e) {
                if (!killed.get()) {
                    throw e;
                }
            }
        }
        return null;
    }

    private static Connection connect(ReliabilityServer server, DatabaseServer databaseServer)
            throws SQLException, IOException {
        if (databaseServer == null) {
            return DriverManager.getConnection("jdbc:derby:" + server.derbyDatabase());
        }
        return DriverManager.getConnection(databaseServer.url(), databaseServer.user(), databaseServer.password());
    }
}
