package io.daytrader.bench.driver;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class RunDeadlineTest {

    private static final long S = 1_000_000_000L;
    /** nanoTime may be anywhere, negative included: the rule only subtracts. */
    private static final long LAUNCH = Long.MAX_VALUE - 100 * S;

    private final RunDeadline deadline = new RunDeadline(LAUNCH, Duration.ofSeconds(600), Duration.ofSeconds(130));

    @Test
    void aSlowStartDoesNotEatTheRunsOwnTime() {
        deadline.started(LAUNCH + 250 * S);

        assertThat(deadline.expired(LAUNCH + 250 * S + 130 * S)).isFalse();
        assertThat(deadline.expired(LAUNCH + 250 * S + 131 * S)).isTrue();
        assertThat(deadline.startUp()).isEqualTo(Duration.ofSeconds(250));
        assertThat(deadline.overrun()).isEqualTo("did not finish within 130 s of the test's start (it took 250 s to "
                + "start)");
    }

    @Test
    void theStartUpHasABoundedAllowanceOfItsOwn() {
        assertThat(deadline.expired(LAUNCH + 599 * S)).isFalse();
        assertThat(deadline.expired(LAUNCH + 601 * S)).isTrue();
        assertThat(deadline.hasStarted()).isFalse();
        assertThat(deadline.startUp()).isEqualTo(Duration.ZERO);
        assertThat(deadline.overrun()).isEqualTo("did not start the test within its start-up allowance of 600 s");
    }

    @Test
    void aQuickStartLeavesTheRunItsTimeFromTheStart() {
        deadline.started(LAUNCH + 2 * S);

        assertThat(deadline.expired(LAUNCH + 131 * S)).isFalse();
        assertThat(deadline.expired(LAUNCH + 133 * S)).isTrue();
    }

    @Test
    void onlyTheFirstStartCounts() {
        deadline.started(LAUNCH + 10 * S);
        deadline.started(LAUNCH + 100 * S);

        assertThat(deadline.startUp()).isEqualTo(Duration.ofSeconds(10));
        assertThat(deadline.expired(LAUNCH + 141 * S)).isTrue();
    }
}
