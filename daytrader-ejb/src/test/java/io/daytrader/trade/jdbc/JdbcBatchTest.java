package io.daytrader.trade.jdbc;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class JdbcBatchTest {

    @Test
    void noRowsTouchNoStatement() throws SQLException {
        Connection refusing = (Connection) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    throw new AssertionError("the connection was asked to " + method.getName());
                });

        JdbcBatch.run(refusing, "INSERT INTO T VALUES (?)", List.<Integer>of(), (s, row) -> s.setInt(1, row));
    }

    @Test
    void everyRowIsWrittenInOneBatch() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:derby:memory:jdbcBatchTest;create=true")) {
            try (Statement s = c.createStatement()) {
                s.executeUpdate("CREATE TABLE T (ID INT PRIMARY KEY, NAME VARCHAR(10))");
            }

            JdbcBatch.run(c, "INSERT INTO T VALUES (?, ?)", List.of("a", "b", "c"), (s, row) -> {
                s.setInt(1, row.charAt(0));
                s.setString(2, row);
            });

            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT NAME FROM T ORDER BY ID")) {
                StringBuilder names = new StringBuilder();
                while (rs.next()) {
                    names.append(rs.getString(1));
                }
                assertThat(names).hasToString("abc");
            }
        }
    }
}
