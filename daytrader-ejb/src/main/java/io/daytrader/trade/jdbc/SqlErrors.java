package io.daytrader.trade.jdbc;

import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;

/** Classifies SQL errors portably, by SQLState and vendor code. */
public final class SqlErrors {

    private static final int MYSQL_LOCK_WAIT_TIMEOUT = 1205;
    private static final int MYSQL_DEADLOCK = 1213;

    private SqlErrors() {
    }

    /** Deadlock, lock timeout or serialization failure: the transaction may succeed if run again. */
    public static boolean isTransient(SQLException e) {
        for (SQLException cause = e; cause != null; cause = cause.getNextException()) {
            String state = cause.getSQLState();
            if (cause instanceof SQLTransactionRollbackException
                    || (state != null && state.startsWith("40"))
                    || cause.getErrorCode() == MYSQL_LOCK_WAIT_TIMEOUT
                    || cause.getErrorCode() == MYSQL_DEADLOCK) {
                return true;
            }
        }
        return false;
    }

    /** A unique or primary key constraint was violated. */
    public static boolean isDuplicateKey(SQLException e) {
        for (SQLException cause = e; cause != null; cause = cause.getNextException()) {
            String state = cause.getSQLState();
            if ("23505".equals(state) || (state != null && state.startsWith("23") && cause.getErrorCode() == 1062)) {
                return true;
            }
        }
        return false;
    }
}
