package io.daytrader.testdb;

import io.daytrader.dbserver.DatabaseServer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** Administrative statements on the run's database server, failing with a message that says which server. */
final class ServerAdmin {

    private ServerAdmin() {
    }

    static void execute(DatabaseServer server, String... statements) {
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
                Statement s = c.createStatement()) {
            for (String statement : statements) {
                s.execute(statement);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("The " + server.kind().id() + " server " + server.description()
                    + " is not usable: " + e.getMessage() + ". Point the tests at another one with -Ddaytrader.test."
                    + server.kind().id() + ".url=... (see docs/tests.md)", e);
        }
    }
}
