package io.daytrader.testdb;

import java.util.Map;
import javax.sql.DataSource;

/** A database of its own for one test class: a fresh schema that is dropped on close. */
public interface TestDatabase extends AutoCloseable {

    DataSource dataSource();

    String description();

    /** How a container's data source reaches this database, and what the JPA provider must be told about it. */
    ContainerSettings containerSettings();

    @Override
    void close();

    /** A JDBC driver, URL and account for a container's data source, and JPA properties for the database. */
    record ContainerSettings(String driver, String url, String user, String password,
            Map<String, String> jpaProperties) {
    }

    /** A name no other run uses at the same time. */
    static String uniqueName() {
        return "dt_" + Long.toString(System.currentTimeMillis(), 36) + "_"
                + Integer.toString(java.util.concurrent.ThreadLocalRandom.current().nextInt(1 << 20), 36);
    }
}
