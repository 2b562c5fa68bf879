package io.daytrader.testdb;

import javax.sql.DataSource;

/** A database of its own for one test class: a fresh schema that is dropped on close. */
public interface TestDatabase extends AutoCloseable {

    DataSource dataSource();

    String description();

    @Override
    void close();

    /** A name no other run uses at the same time. */
    static String uniqueName() {
        return "dt_" + Long.toString(System.currentTimeMillis(), 36) + "_"
                + Integer.toString(java.util.concurrent.ThreadLocalRandom.current().nextInt(1 << 20), 36);
    }
}
