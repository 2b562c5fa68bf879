package io.daytrader.dbbuild;

import io.daytrader.keys.KeyGenerator;
import io.daytrader.trade.RunStats;
import io.daytrader.trade.TradeSystemException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * Creates the schema from db-scripts/, populates it, and resets it to the populated state. Works on its own
 * local JDBC transactions: give it a data source that does not join container transactions.
 */
public final class TradeDatabase {

    private static final Logger LOG = Logger.getLogger(TradeDatabase.class.getName());

    private final DataSource dataSource;
    private final Supplier<PopulationSettings> settings;
    private final KeyGenerator keys;
    private final DatabasePopulator populator = new DatabasePopulator();
    private final PopulationRestorer restorer = new PopulationRestorer();
    private final RunStatsQuery runStats = new RunStatsQuery();

    public TradeDatabase(DataSource dataSource, Supplier<PopulationSettings> settings, KeyGenerator keys) {
        this.dataSource = dataSource;
        this.settings = settings;
        this.keys = keys;
    }

    /** Drops and creates the schema, then populates it with the current settings. */
    public void build(BuildProgress progress) {
        PopulationSettings population = settings.get();
        try (Connection c = dataSource.getConnection()) {
            DatabaseDialect dialect = DatabaseDialect.of(c);
            c.setAutoCommit(true);
            runScript(c, dialect, "drop", true);
            runScript(c, dialect, "create", false);
            keys.discardReservedBlocks();
            inTransaction(c, () -> populator.populate(c, population, progress));
        } catch (SQLException e) {
            throw new TradeSystemException("Building the DayTrader database failed: " + e.getMessage(), e);
        }
    }

    /** Builds the database unless its tables exist already; true if it built. */
    public boolean buildIfMissing(BuildProgress progress) {
        if (schemaExists()) {
            return false;
        }
        build(progress);
        return true;
    }

    public boolean schemaExists() {
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            s.executeQuery("SELECT COUNT(*) FROM KEYGENEJB").close();
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    /** Counts what the run left behind, then restores the populated state, in one transaction. */
    public RunStats resetTrade() {
        return resetTrade(BuildProgress.NONE);
    }

    /**
     * Restores the population recorded in the database; if the configured population differs, the database
     * is repopulated with the configured one instead.
     */
    public RunStats resetTrade(BuildProgress progress) {
        PopulationSettings wanted = settings.get();
        try (Connection c = dataSource.getConnection()) {
            RunStats[] stats = new RunStats[1];
            inTransaction(c, () -> {
                PopulationSettings recorded = PopulationRecord.read(c);
                int maxPopulatedOrderKey = recorded == null ? 0
                        : new PopulationGenerator(recorded).size().maxOrderKey();
                stats[0] = runStats.count(c, maxPopulatedOrderKey);
                if (wanted.equals(recorded)) {
                    restorer.restore(c, wanted, progress);
                } else {
                    LOG.info(() -> "Reset trade repopulates the database: it holds " + recorded + ", configured is "
                            + wanted);
                    populator.populate(c, wanted, progress);
                }
            });
            return stats[0];
        } catch (SQLException e) {
            throw new TradeSystemException("Reset trade failed: " + e.getMessage(), e);
        }
    }

    private static void inTransaction(Connection c, SqlAction action) throws SQLException {
        c.setAutoCommit(false);
        c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
        try {
            action.run();
            c.commit();
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        }
    }

    private static void runScript(Connection c, DatabaseDialect dialect, String name, boolean ignoreErrors)
            throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String statement : SchemaScript.statements(dialect, name)) {
                try {
                    s.execute(statement);
                } catch (SQLException e) {
                    if (!ignoreErrors) {
                        throw e;
                    }
                    LOG.log(Level.FINE, "Ignored while running " + name + ": " + e.getMessage());
                }
            }
        }
    }

    @FunctionalInterface
    private interface SqlAction {
        void run() throws SQLException;
    }
}
