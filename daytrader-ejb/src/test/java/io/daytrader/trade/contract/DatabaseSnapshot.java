package io.daytrader.trade.contract;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/** Every row of the trade tables (not the key table), in key order, as comparable text. */
final class DatabaseSnapshot {

    private static final Map<String, String> TABLES = new LinkedHashMap<>();

    static {
        TABLES.put("ACCOUNTPROFILEEJB", "USERID");
        TABLES.put("ACCOUNTEJB", "ACCOUNTID");
        TABLES.put("QUOTEEJB", "SYMBOL");
        TABLES.put("HOLDINGEJB", "HOLDINGID");
        TABLES.put("ORDEREJB", "ORDERID");
    }

    private DatabaseSnapshot() {
    }

    static Map<String, List<String>> of(DataSource dataSource) throws SQLException {
        Map<String, List<String>> snapshot = new LinkedHashMap<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            for (Map.Entry<String, String> table : TABLES.entrySet()) {
                List<String> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery("SELECT * FROM " + table.getKey() + " ORDER BY " + table.getValue())) {
                    ResultSetMetaData meta = rs.getMetaData();
                    while (rs.next()) {
                        StringBuilder row = new StringBuilder();
                        for (int i = 1; i <= meta.getColumnCount(); i++) {
                            Object value = rs.getObject(i);
                            row.append(meta.getColumnName(i).toUpperCase()).append('=')
                                    .append(value instanceof BigDecimal d ? d.toPlainString() : String.valueOf(value))
                                    .append(' ');
                        }
                        rows.add(row.toString());
                    }
                }
                snapshot.put(table.getKey(), rows);
            }
        }
        return snapshot;
    }
}
