package io.daytrader.testdb;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * Where the tests find an external database server: system properties {@code daytrader.test.<name>.url},
 * {@code .user} and {@code .password} (the parent POM passes them on, with environment overrides).
 */
record ExternalDatabase(String name, String url, String user, String password) {

    static ExternalDatabase fromSystemProperties(String name, String defaultUrl, String defaultUser) {
        String prefix = "daytrader.test." + name + ".";
        return new ExternalDatabase(name, System.getProperty(prefix + "url", defaultUrl),
                System.getProperty(prefix + "user", defaultUser), System.getProperty(prefix + "password", ""));
    }

    Properties credentials() {
        Properties properties = new Properties();
        properties.setProperty("user", user);
        properties.setProperty("password", password);
        return properties;
    }

    /** Runs administrative statements, failing with a message that says which server is missing. */
    void execute(String... statements) {
        try (Connection c = DriverManager.getConnection(url, credentials()); Statement s = c.createStatement()) {
            for (String statement : statements) {
                s.execute(statement);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("The " + name + " server at " + url + " (user " + user
                    + ") is not usable: " + e.getMessage() + ". The contract suite needs it; point it elsewhere with "
                    + "-Ddaytrader.test." + name + ".url=... (see README)", e);
        }
    }
}
