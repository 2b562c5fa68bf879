package io.daytrader.dbbuild;

import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.OrderType;
import io.daytrader.trade.RunStats;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Counts what a run left in the database (spec, section 5.3), before reset trade removes it. */
final class RunStatsQuery {

    private static final String POPULATED_USERS = "uid:%";
    private static final String POPULATED_QUOTES = "s:%";

    RunStats count(Connection c, int maxPopulatedOrderKey) throws SQLException {
        int[] logins = ints(c, "SELECT COUNT(*), COALESCE(SUM(LOGINCOUNT), 0), COALESCE(SUM(LOGOUTCOUNT), 0) "
                + "FROM ACCOUNTEJB WHERE PROFILE_USERID LIKE ?", POPULATED_USERS);
        int newUsers = ints(c, "SELECT COUNT(*) FROM ACCOUNTEJB WHERE PROFILE_USERID NOT LIKE ?",
                POPULATED_USERS)[0];
        int holdings = ints(c, "SELECT COUNT(*) FROM HOLDINGEJB H JOIN ACCOUNTEJB A "
                + "ON H.ACCOUNT_ACCOUNTID = A.ACCOUNTID WHERE A.PROFILE_USERID LIKE ?", POPULATED_USERS)[0];
        int[] orders = ints(c, "SELECT COUNT(*), COALESCE(SUM(CASE WHEN O.ORDERTYPE = ? THEN 1 ELSE 0 END), 0), "
                + "COALESCE(SUM(CASE WHEN O.ORDERTYPE = ? THEN 1 ELSE 0 END), 0) FROM ORDEREJB O JOIN ACCOUNTEJB A "
                + "ON O.ACCOUNT_ACCOUNTID = A.ACCOUNTID WHERE A.PROFILE_USERID LIKE ?",
                OrderType.BUY.code(), OrderType.SELL.code(), POPULATED_USERS);
        int cancelled = ints(c, "SELECT COUNT(*) FROM ORDEREJB WHERE ORDERSTATUS = ?",
                OrderStatus.CANCELLED.code())[0];
        int open = ints(c, "SELECT COUNT(*) FROM ORDEREJB WHERE ORDERSTATUS IN (?, ?)",
                OrderStatus.OPEN.code(), OrderStatus.PROCESSING.code())[0];
        int runOrders = ints(c, "SELECT COUNT(*) FROM ORDEREJB WHERE ORDERID > ?", maxPopulatedOrderKey)[0];
        int stocks = ints(c, "SELECT COUNT(*) FROM QUOTEEJB WHERE SYMBOL LIKE ?", POPULATED_QUOTES)[0];
        return new RunStats(logins[0], newUsers, logins[1], logins[2], holdings, orders[0], orders[1], orders[2],
                cancelled, open, runOrders, stocks);
    }

    private static int[] ints(Connection c, String sql, Object... parameters) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                s.setObject(i + 1, parameters[i]);
            }
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                int[] values = new int[rs.getMetaData().getColumnCount()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = rs.getInt(i + 1);
                }
                return values;
            }
        }
    }
}
