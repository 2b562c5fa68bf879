package io.daytrader.dbserver;

/** A server the user named: this run neither starts nor stops it. */
record ExternalServer(DatabaseKind kind, String url, String user, String password) implements DatabaseServer {

    @Override
    public String description() {
        return url + " (user " + user + ")";
    }

    @Override
    public void close() {
        // Not ours to stop.
    }
}
