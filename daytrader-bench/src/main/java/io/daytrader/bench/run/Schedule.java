package io.daytrader.bench.run;

import io.daytrader.bench.cli.ComparisonOptions;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.results.Settings;
import io.daytrader.launch.Database;

import java.util.function.IntToLongFunction;

/**
 * How the targets of a sweep are measured: a duet (every launch of every target up at once, each workload measured
 * in windows that load one launch of every target at the same time), alternating (every target up at once, each
 * workload in shuffled rounds of one window per target), or sequential (one launch after the other).
 * {@code launchesAtOnce}: how many launches of each target run at the same time (a duet's launches, else one);
 * {@code memoryNeed}: what that takes; {@code note} says why the schedule is not the one asked or expected.
 */
record Schedule(String name, int launchesAtOnce, long memoryNeed, String note) {

    /** A duet's launches per target when --forks does not say: enough to see launch-to-launch variance per workload. */
    static final int DUET_LAUNCHES = 3;

    boolean sideBySide() {
        return !Settings.SEQUENTIAL.equals(name);
    }

    boolean duet() {
        return Settings.DUET.equals(name);
    }

    static Schedule sequential(String note) {
        return new Schedule(Settings.SEQUENTIAL, 1, 0, note);
    }

    /**
     * Duet for two targets or more the bench provisions, unless asked otherwise, with {@code forks} launches per
     * target ({@value #DUET_LAUNCHES} unless given; fewer, said in the note, when the machine lacks the memory for
     * them); alternating when asked, or when the runtime modes take turns on one launch, or when not even one launch
     * each fits a duet (a duet also needs a JMeter per target); sequential when asked, or when the targets share a
     * database the bench does not start (each server builds and resets its tables), or the memory lacks for any
     * side-by-side schedule. {@code duetNeed}: the memory of n launches per target at once; {@code alternatingNeed}:
     * of one launch per target. Asked for a schedule that cannot be: an error.
     */
    static Schedule decide(ComparisonOptions.Schedule asked, int targets, int runtimeModes, Integer forks,
                           Database database, IntToLongFunction duetNeed, long alternatingNeed, long availableBytes) {
        if (targets < 2 || asked == ComparisonOptions.Schedule.SEQUENTIAL) {
            return sequential(targets < 2 ? null : "--schedule sequential");
        }
        if (database.url() != null) {
            return refuse(asked, "the targets would share the database at " + database.url() + ", and each builds and"
                    + " resets its tables; side by side needs a database each (embedded Derby, or postgresql/mariadb"
                    + " without --db-url)");
        }
        if (asked == ComparisonOptions.Schedule.DUET && runtimeModes > 1) {
            throw new IllegalArgumentException("--schedule duet measures one runtime mode; --runtime-modes take turns"
                    + " on one launch: --schedule alternating");
        }
        if (asked != ComparisonOptions.Schedule.ALTERNATING && runtimeModes <= 1) {
            int wanted = forks != null ? forks : DUET_LAUNCHES;
            for (int n = wanted; n >= (forks != null ? wanted : 1); n--) {
                if (fits(duetNeed.applyAsLong(n), availableBytes)) {
                    String note = n == wanted ? null : wanted + " launches of each target at once need about "
                            + Format.bytes(duetNeed.applyAsLong(wanted)) + " of memory, and the machine has "
                            + Format.bytes(availableBytes) + " available: " + n + " each";
                    return new Schedule(Settings.DUET, n, duetNeed.applyAsLong(n), note);
                }
            }
            if (asked == ComparisonOptions.Schedule.DUET) {
                throw new IllegalArgumentException("--schedule duet: " + (forks != null ? forks : 1)
                        + " launch(es) of each target at once need about "
                        + Format.bytes(duetNeed.applyAsLong(forks != null ? forks : 1))
                        + " of memory, and the machine has " + Format.bytes(availableBytes) + " available");
            }
        }
        if (fits(alternatingNeed, availableBytes)) {
            return new Schedule(Settings.ALTERNATING, 1, alternatingNeed, asked == ComparisonOptions.Schedule.ALTERNATING
                    ? null : runtimeModes > 1 ? "alternating: the runtime modes take turns on one launch"
                    : "alternating: " + (forks == null || forks == 1 ? "a duet of one launch each does not fit in memory"
                    : "a duet of " + forks + " launches of each target needs about "
                    + Format.bytes(duetNeed.applyAsLong(forks)) + " of memory, and the machine has "
                    + Format.bytes(availableBytes) + " available"));
        }
        return refuse(asked, "side by side needs about " + Format.bytes(alternatingNeed) + " of memory, and the"
                + " machine has " + Format.bytes(availableBytes) + " available");
    }

    private static boolean fits(long need, long available) {
        return available <= 0 || need <= available;
    }

    private static Schedule refuse(ComparisonOptions.Schedule asked, String obstacle) {
        if (asked.sideBySide()) {
            throw new IllegalArgumentException("--schedule " + asked.name().toLowerCase(java.util.Locale.ROOT) + ": "
                    + obstacle);
        }
        return sequential("one launch after the other: " + obstacle);
    }
}
