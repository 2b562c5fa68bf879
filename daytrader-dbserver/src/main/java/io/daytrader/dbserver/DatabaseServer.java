package io.daytrader.dbserver;

/**
 * A database server of one run: the JDBC URL of a database on it where the administrator may create
 * schemas and databases, and the administrator's credentials. Closing stops a server this run started;
 * an external server is left alone.
 */
public interface DatabaseServer extends AutoCloseable {

    DatabaseKind kind();

    String url();

    String user();

    String password();

    /** Where it comes from, for messages: "embedded PostgreSQL on port N" or the external URL. */
    String description();

    @Override
    void close();
}
