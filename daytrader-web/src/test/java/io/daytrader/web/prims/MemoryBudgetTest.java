package io.daytrader.web.prims;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MemoryBudgetTest {

    @Test
    void aReservationPastTheLimitIsRefusedUntilBytesAreGivenBack() {
        MemoryBudget budget = new MemoryBudget(100);

        assertThat(budget.tryReserve(60)).isTrue();
        assertThat(budget.tryReserve(60)).isFalse();
        assertThat(budget.reserved()).isEqualTo(60);
        budget.release(60);
        assertThat(budget.tryReserve(100)).isTrue();
    }
}
