package io.daytrader.bench.run;

import io.daytrader.bench.cli.ComparisonOptions;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.results.Settings;
import io.daytrader.launch.Database;

/**
 * How the targets of a sweep are measured: side by side (all up at once, each workload in shuffled rounds, so the
 * machine's drift falls on every target alike) or sequential (one launch after the other). {@code note} says why a
 * sweep of several targets is sequential.
 */
record Schedule(boolean sideBySide, String note) {

    String name() {
        return sideBySide ? Settings.SIDE_BY_SIDE : Settings.SEQUENTIAL;
    }

    /**
     * Side by side for two targets or more the bench provisions, unless asked otherwise, or the targets share a
     * database the bench does not start (each server builds and resets its tables), or the machine lacks the memory
     * ({@code needBytes} of {@code availableBytes}). Asked for side by side where it cannot be: an error.
     */
    static Schedule decide(ComparisonOptions.Schedule asked, int targets, Database database, long needBytes,
                           long availableBytes) {
        if (targets < 2 || asked == ComparisonOptions.Schedule.SEQUENTIAL) {
            return new Schedule(false, targets < 2 ? null : "--schedule sequential");
        }
        String obstacle = null;
        if (database.url() != null) {
            obstacle = "the targets would share the database at " + database.url() + ", and each builds and resets its"
                    + " tables; side by side needs a database each (embedded Derby, or postgresql/mariadb without"
                    + " --db-url)";
        } else if (availableBytes > 0 && needBytes > availableBytes) {
            obstacle = "side by side needs about " + Format.bytes(needBytes) + " of memory, and the machine has "
                    + Format.bytes(availableBytes) + " available";
        }
        if (obstacle == null) {
            return new Schedule(true, null);
        }
        if (asked == ComparisonOptions.Schedule.SIDE_BY_SIDE) {
            throw new IllegalArgumentException("--schedule side-by-side: " + obstacle);
        }
        return new Schedule(false, "one launch after the other: " + obstacle);
    }
}
