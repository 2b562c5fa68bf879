package io.daytrader.dbbuild;

import io.daytrader.domain.Money;
import io.daytrader.domain.OrderStatus;
import io.daytrader.domain.OrderType;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * Money is never created or lost: every balance equals the opening balance minus filled buys
 * (price x quantity + fee) plus filled sells (price x quantity - fee). The tests and the reliability suite audit
 * a database with it after load.
 */
public final class MoneyAudit {

    private MoneyAudit() {
    }

    /** The accounts that break the invariant, described; empty when it holds. */
    public static List<String> violations(DataSource dataSource) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            return violations(c);
        }
    }

    /** The accounts that break the invariant, described; empty when it holds. */
    public static List<String> violations(Connection c) throws SQLException {
        Map<Integer, BigDecimal> expected = new HashMap<>();
        Map<Integer, BigDecimal> actual = new HashMap<>();
        try (Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT ACCOUNTID, OPENBALANCE, BALANCE FROM ACCOUNTEJB")) {
                while (rs.next()) {
                    expected.put(rs.getInt(1), rs.getBigDecimal(2));
                    actual.put(rs.getInt(1), rs.getBigDecimal(3));
                }
            }
            try (ResultSet rs = s.executeQuery(
                    "SELECT ACCOUNT_ACCOUNTID, ORDERTYPE, ORDERSTATUS, QUANTITY, PRICE FROM ORDEREJB")) {
                while (rs.next()) {
                    if (OrderStatus.fromCode(rs.getString(3)).isFilled()) {
                        BigDecimal change = OrderType.fromCode(rs.getString(2)).cashChange(rs.getBigDecimal(5),
                                rs.getDouble(4));
                        expected.merge(rs.getInt(1), change, BigDecimal::add);
                    }
                }
            }
        }
        List<String> violations = new ArrayList<>();
        actual.forEach((account, balance) -> {
            BigDecimal wanted = Money.round(expected.get(account));
            if (balance.compareTo(wanted) != 0) {
                violations.add("account " + account + ": balance " + balance + ", orders say " + wanted);
            }
        });
        return violations;
    }
}
