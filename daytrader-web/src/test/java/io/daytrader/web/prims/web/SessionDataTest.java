package io.daytrader.web.prims.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.web.prims.MemoryBudget;
import org.junit.jupiter.api.Test;

class SessionDataTest {

    @Test
    void aSessionObjectGivesItsBytesBackWhenTheSessionDropsIt() {
        MemoryBudget budget = new MemoryBudget(PingSession3.BUDGET_BYTES);
        assertThat(budget.tryReserve(4096)).isTrue();
        SessionData data = new SessionData(4096, budget);

        data.valueUnbound(null);

        assertThat(budget.reserved()).isZero();
    }
}
