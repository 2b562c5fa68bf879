package io.daytrader.dbserver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import javax.sql.XAConnection;
import javax.transaction.xa.XAResource;
import javax.transaction.xa.Xid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.postgresql.xa.PGXADataSource;

class EmbeddedServersTest {

    @TempDir
    Path folder;

    @Test
    void postgresqlStartsWithPreparedTransactionsEnabled() throws Exception {
        try (DatabaseServer server = DatabaseKind.POSTGRESQL.startEmbedded(folder)) {
            assertThat(scalar(server, "SHOW max_prepared_transactions")).isNotEqualTo("0");
        }
    }

    @Test
    void postgresqlCommitsAPreparedXaTransaction() throws Exception {
        try (DatabaseServer server = DatabaseKind.POSTGRESQL.startEmbedded(folder)) {
            PGXADataSource xaSource = new PGXADataSource();
            xaSource.setURL(server.url());
            xaSource.setUser(server.user());
            XAConnection xa = xaSource.getXAConnection();
            try (Connection c = xa.getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE xa_probe (id INT)");
                XAResource resource = xa.getXAResource();
                Xid xid = new ProbeXid(1, new byte[] {1}, new byte[] {2});
                resource.start(xid, XAResource.TMNOFLAGS);
                s.execute("INSERT INTO xa_probe VALUES (7)");
                resource.end(xid, XAResource.TMSUCCESS);
                assertThat(resource.prepare(xid)).isEqualTo(XAResource.XA_OK);
                resource.commit(xid, false);
            } finally {
                xa.close();
            }
            assertThat(scalar(server, "SELECT id FROM xa_probe")).isEqualTo("7");
        }
    }

    @Test
    void mariadbStartsAndAcceptsTheAdministrator() throws Exception {
        try (DatabaseServer server = DatabaseKind.MARIADB.startEmbedded(folder)) {
            assertThat(scalar(server, "SELECT VERSION()")).contains("MariaDB");
        }
    }

    private static String scalar(DatabaseServer server, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(server.url(), server.user(), server.password());
                Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}

/** A transaction branch identifier for the probe. */
record ProbeXid(int getFormatId, byte[] getGlobalTransactionId, byte[] getBranchQualifier) implements Xid {
}
