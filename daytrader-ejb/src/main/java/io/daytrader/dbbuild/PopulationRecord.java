package io.daytrader.dbbuild;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** The settings a database was populated with, kept in TRADEPOPULATION so a reset knows what to restore. */
final class PopulationRecord {

    private PopulationRecord() {
    }

    /** The recorded settings, or null if the database was never populated. */
    static PopulationSettings read(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT USERS, QUOTES, MAXHOLDINGS, SEED FROM TRADEPOPULATION")) {
            return rs.next() ? new PopulationSettings(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getLong(4)) : null;
        }
    }

    static void write(Connection c, PopulationSettings settings) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.executeUpdate("DELETE FROM TRADEPOPULATION");
        }
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO TRADEPOPULATION (USERS, QUOTES, MAXHOLDINGS, SEED) VALUES (?, ?, ?, ?)")) {
            s.setInt(1, settings.users());
            s.setInt(2, settings.quotes());
            s.setInt(3, settings.maxHoldings());
            s.setLong(4, settings.seed());
            s.executeUpdate();
        }
    }
}
