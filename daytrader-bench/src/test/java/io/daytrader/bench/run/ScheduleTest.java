package io.daytrader.bench.run;

import io.daytrader.bench.cli.ComparisonOptions;
import io.daytrader.bench.results.Settings;
import io.daytrader.launch.Database;
import org.junit.jupiter.api.Test;

import java.util.function.IntToLongFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ScheduleTest {

    private static final Database DERBY = Database.of("derby", null, null, null);
    private static final Database OWN_POSTGRESQL = Database.of("postgresql", null, null, null);
    private static final Database SHARED_POSTGRESQL = Database.of("postgresql", "jdbc:postgresql://db/test", null, null);
    private static final long GIB = 1L << 30;
    /** Two targets: 2 GiB per launch and 1 GiB per driver. */
    private static final IntToLongFunction DUET_OF_TWO = n -> 2 * n * 2 * GIB + 2 * GIB;

    private static Schedule decide(ComparisonOptions.Schedule asked, int targets, int modes, Integer forks,
                                   Database database, long available) {
        return Schedule.decide(asked, targets, modes, forks, database, DUET_OF_TWO, 5 * GIB, available);
    }

    @Test
    void twoTargetsOnTheirOwnDatabasesAreADuetOfThreeLaunchesEach() {
        assertThat(decide(ComparisonOptions.Schedule.AUTO, 2, 0, null, DERBY, 20 * GIB))
                .isEqualTo(new Schedule(Settings.DUET, 3, 14 * GIB, null));
        assertThat(decide(ComparisonOptions.Schedule.AUTO, 2, 0, 4, OWN_POSTGRESQL, 20 * GIB).launchesAtOnce())
                .isEqualTo(4);
    }

    @Test
    void aDuetTooLargeForTheMemoryHasFewerLaunchesAndSaysWhy() {
        Schedule fewer = decide(ComparisonOptions.Schedule.AUTO, 2, 0, null, DERBY, 11 * GIB);

        assertThat(fewer.launchesAtOnce()).isEqualTo(2);
        assertThat(fewer.note()).contains("3 launches of each target at once need about 14.00 GiB", "11.00 GiB"
                + " available: 2 each");
    }

    @Test
    void runtimeModesOrAskingForItAlternate() {
        assertThat(decide(ComparisonOptions.Schedule.AUTO, 2, 2, null, DERBY, 20 * GIB).name())
                .isEqualTo(Settings.ALTERNATING);
        assertThat(decide(ComparisonOptions.Schedule.ALTERNATING, 2, 0, null, DERBY, 20 * GIB))
                .isEqualTo(new Schedule(Settings.ALTERNATING, 1, 5 * GIB, null));
        assertThatThrownBy(() -> decide(ComparisonOptions.Schedule.DUET, 2, 2, null, DERBY, 20 * GIB))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--schedule alternating");
    }

    @Test
    void oneTargetOrAskingForSequentialRunsOneLaunchAfterTheOther() {
        assertThat(decide(ComparisonOptions.Schedule.AUTO, 1, 0, null, DERBY, 20 * GIB))
                .isEqualTo(Schedule.sequential(null));
        assertThat(decide(ComparisonOptions.Schedule.SEQUENTIAL, 2, 0, null, DERBY, 20 * GIB))
                .isEqualTo(Schedule.sequential("--schedule sequential"));
    }

    @Test
    void aSharedDatabaseOrTooLittleMemoryFallsBackAndSaysWhy() {
        Schedule shared = decide(ComparisonOptions.Schedule.AUTO, 2, 0, null, SHARED_POSTGRESQL, 20 * GIB);
        assertThat(shared.sideBySide()).isFalse();
        assertThat(shared.note()).contains("share the database at jdbc:postgresql://db/test");

        Schedule alternating = decide(ComparisonOptions.Schedule.AUTO, 2, 0, null, DERBY, 5 * GIB);
        assertThat(alternating.name()).isEqualTo(Settings.ALTERNATING);
        assertThat(alternating.note()).contains("a duet of one launch each does not fit");

        Schedule forked = decide(ComparisonOptions.Schedule.AUTO, 2, 0, 3, DERBY, 11 * GIB);
        assertThat(forked.name()).isEqualTo(Settings.ALTERNATING);
        assertThat(forked.note()).contains("a duet of 3 launches of each target needs about 14.00 GiB of memory, and"
                + " the machine has 11.00 GiB available");

        Schedule small = decide(ComparisonOptions.Schedule.AUTO, 2, 0, null, DERBY, 4 * GIB);
        assertThat(small.sideBySide()).isFalse();
        assertThat(small.note()).contains("5.00 GiB", "4.00 GiB available");
    }

    @Test
    void askingForASideBySideScheduleWhereItCannotBeIsAnError() {
        assertThatThrownBy(() -> decide(ComparisonOptions.Schedule.ALTERNATING, 2, 0, null, DERBY, 4 * GIB))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--schedule alternating: side by"
                        + " side needs about 5.00 GiB");
        assertThatThrownBy(() -> decide(ComparisonOptions.Schedule.DUET, 2, 0, 3, DERBY, 11 * GIB))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--schedule duet: 3 launch(es) of"
                        + " each target at once need about 14.00 GiB");
    }
}
