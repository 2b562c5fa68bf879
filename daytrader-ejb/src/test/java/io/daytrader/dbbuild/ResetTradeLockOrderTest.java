package io.daytrader.dbbuild;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.keys.KeyGenerator;
import io.daytrader.testdb.DerbyTestDatabase;
import io.daytrader.trade.RunStats;
import io.daytrader.trade.jdbc.JdbcKeyBlockSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Reset trade locks rows in the trade's order, quotes first. An order that completes while a reset runs holds its
 * quote and then writes its order row; when the reset took the orders first and the quotes last, the two waited for
 * each other (Derby logged the deadlock in the contract suite's contention test).
 */
class ResetTradeLockOrderTest {

    private static final int RUN_ORDER = 100_000;

    @Test
    void anOrderCompletingDuringAResetIsNoDeadlockVictim() throws Exception {
        try (DerbyTestDatabase db = new DerbyTestDatabase()) {
            DataSource dataSource = db.dataSource();
            PopulationSettings population = PopulationSettings.of(5, 3);
            TradeDatabase database = new TradeDatabase(dataSource, () -> population,
                    new KeyGenerator(new JdbcKeyBlockSource(dataSource)));
            database.build(BuildProgress.NONE);
            update(dataSource, "INSERT INTO ORDEREJB (ORDERID, ORDERTYPE, ORDERSTATUS, OPENDATE, QUANTITY, PRICE, "
                    + "ORDERFEE, ACCOUNT_ACCOUNTID, QUOTE_SYMBOL) SELECT " + RUN_ORDER + ", 'buy', 'open', OPENDATE, "
                    + "QUANTITY, PRICE, ORDERFEE, ACCOUNT_ACCOUNTID, 's:0' FROM ORDEREJB "
                    + "WHERE ORDERID = (SELECT MIN(ORDERID) FROM ORDEREJB)");

            // holds the reset up once it has deleted the run's orders (the profiles come after them)
            try (Connection gate = transaction(dataSource); Statement s = gate.createStatement()) {
                s.executeUpdate("UPDATE ACCOUNTPROFILEEJB SET FULLNAME = FULLNAME WHERE USERID = 'uid:0'");
                CompletableFuture<RunStats> reset = CompletableFuture.supplyAsync(database::resetTrade);
                awaitLockWaits(dataSource, 1);
                CompletableFuture<Integer> completion = CompletableFuture.supplyAsync(() -> completeRunOrder(dataSource));
                awaitLockWaits(dataSource, 2);
                gate.commit();

                assertThat(completion.get()).as("the run order's rows the completion changed").isBetween(0, 1);
                assertThat(reset.get()).isNotNull();
            }
            try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM ORDEREJB WHERE ORDERID = " + RUN_ORDER)) {
                rs.next();
                assertThat(rs.getInt(1)).as("the run order, after the reset").isZero();
            }
        }
    }

    /** What an order's completion locks: its quote, then its order row. */
    private static int completeRunOrder(DataSource dataSource) {
        try (Connection c = transaction(dataSource); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE QUOTEEJB SET VOLUME = VOLUME WHERE SYMBOL = 's:0'");
            int changed = s.executeUpdate("UPDATE ORDEREJB SET ORDERSTATUS = 'closed' WHERE ORDERID = " + RUN_ORDER);
            c.commit();
            return changed;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Connection transaction(DataSource dataSource) throws SQLException {
        Connection c = dataSource.getConnection();
        c.setAutoCommit(false);
        c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
        return c;
    }

    private static void update(DataSource dataSource, String sql) throws SQLException {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.executeUpdate(sql);
        }
    }

    /** Until that many transactions wait for a lock. */
    private static void awaitLockWaits(DataSource dataSource, int waiting) throws Exception {
        for (int polls = 0; polls < 600; polls++) {
            try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
                    ResultSet rs = s.executeQuery(
                            "SELECT COUNT(DISTINCT XID) FROM SYSCS_DIAG.LOCK_TABLE WHERE STATE = 'WAIT'")) {
                rs.next();
                if (rs.getInt(1) >= waiting) {
                    return;
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError(waiting + " transactions never waited for a lock at once");
    }
}
