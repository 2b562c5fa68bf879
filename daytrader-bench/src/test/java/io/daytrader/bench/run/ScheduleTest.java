package io.daytrader.bench.run;

import io.daytrader.bench.cli.ComparisonOptions;
import io.daytrader.launch.Database;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ScheduleTest {

    private static final Database DERBY = Database.of("derby", null, null, null);
    private static final Database OWN_POSTGRESQL = Database.of("postgresql", null, null, null);
    private static final Database SHARED_POSTGRESQL = Database.of("postgresql", "jdbc:postgresql://db/test", null, null);
    private static final long GIB = 1L << 30;

    @Test
    void twoTargetsOnTheirOwnDatabasesRunSideBySide() {
        assertThat(Schedule.decide(ComparisonOptions.Schedule.AUTO, 2, DERBY, 4 * GIB, 20 * GIB))
                .isEqualTo(new Schedule(true, null));
        assertThat(Schedule.decide(ComparisonOptions.Schedule.AUTO, 3, OWN_POSTGRESQL, 6 * GIB, 20 * GIB).sideBySide())
                .isTrue();
    }

    @Test
    void oneTargetOrAskingForSequentialRunsOneLaunchAfterTheOther() {
        assertThat(Schedule.decide(ComparisonOptions.Schedule.AUTO, 1, DERBY, GIB, 20 * GIB))
                .isEqualTo(new Schedule(false, null));
        assertThat(Schedule.decide(ComparisonOptions.Schedule.SEQUENTIAL, 2, DERBY, GIB, 20 * GIB))
                .isEqualTo(new Schedule(false, "--schedule sequential"));
    }

    @Test
    void aSharedDatabaseOrTooLittleMemoryFallsBackAndSaysWhy() {
        Schedule shared = Schedule.decide(ComparisonOptions.Schedule.AUTO, 2, SHARED_POSTGRESQL, GIB, 20 * GIB);
        assertThat(shared.sideBySide()).isFalse();
        assertThat(shared.note()).contains("share the database at jdbc:postgresql://db/test");

        Schedule small = Schedule.decide(ComparisonOptions.Schedule.AUTO, 2, DERBY, 6 * GIB, 4 * GIB);
        assertThat(small.sideBySide()).isFalse();
        assertThat(small.note()).contains("6.00 GiB", "4.00 GiB available");
    }

    @Test
    void askingForSideBySideWhereItCannotBeIsAnError() {
        assertThatThrownBy(() -> Schedule.decide(ComparisonOptions.Schedule.SIDE_BY_SIDE, 2, DERBY, 6 * GIB, 4 * GIB))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--schedule side-by-side: side by"
                        + " side needs about 6.00 GiB");
    }
}
