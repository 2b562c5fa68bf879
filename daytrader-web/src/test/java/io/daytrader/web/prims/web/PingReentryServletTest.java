package io.daytrader.web.prims.web;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PingReentryServletTest {

    @Test
    void oneRequestCannotHoldThreadsAsleepForLong() {
        assertThatThrownBy(() -> PingReentryServlet.requireTotalSleepWithinBound(
                PingReentryServlet.MAX_REENTRIES, PingReentryServlet.MAX_SLEEP_MS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most");
        assertThatCode(() -> PingReentryServlet.requireTotalSleepWithinBound(3, 5)).doesNotThrowAnyException();
    }
}
