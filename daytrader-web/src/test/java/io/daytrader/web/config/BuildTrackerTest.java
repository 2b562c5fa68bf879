package io.daytrader.web.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BuildTrackerTest {

    @Test
    void oneBuildAtATimeWithItsProgress() {
        BuildTracker tracker = new BuildTracker();
        assertThat(tracker.start()).isTrue();
        assertThat(tracker.start()).isFalse();
        assertThat(tracker.percent()).isZero();
        tracker.progress("users", 250, 1000);
        assertThat(tracker.percent()).isEqualTo(25);
        tracker.finish("done");
        assertThat(tracker.isRunning()).isFalse();
        assertThat(tracker.start()).isTrue();
    }
}
