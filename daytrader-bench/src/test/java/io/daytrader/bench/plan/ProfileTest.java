package io.daytrader.bench.plan;

import io.daytrader.bench.measure.Window;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProfileTest {

    @Test
    void quickMeasuresConsecutiveWindowsOfOneDriverRun() {
        List<Invocation> invocations = Profile.named("quick").invocations();

        assertThat(invocations).containsExactly(new Invocation(3 + 3 * 2 + 1, 3,
                List.of(new Window(3, 2), new Window(5, 2), new Window(7, 2)), 0));
    }

    @Test
    void fullWarmsUpThenRunsEachMeasurementSeparatelyWithPauses() {
        List<Invocation> invocations = Profile.named("full").invocations();

        assertThat(invocations).hasSize(4);
        assertThat(invocations.get(0)).isEqualTo(new Invocation(180, 180, List.of(), 30));
        assertThat(invocations.get(0).warmsUp()).isTrue();
        assertThat(invocations.get(1)).isEqualTo(new Invocation(183, 0, List.of(new Window(2, 180)), 30));
        assertThat(invocations.get(1).warmsUp()).isFalse();
        assertThat(invocations.get(3).pauseAfterSeconds()).isZero();
        assertThat(Profile.named("full").defaultThreads()).containsExactly(1, 8, 32);
    }

    @Test
    void optionsOverrideTheProfile() {
        Profile profile = Profile.named("quick").with(1, 2, 5, null);

        assertThat(profile.invocations()).containsExactly(new Invocation(12, 1, List.of(new Window(1, 5), new Window(6, 5)), 0));
        assertThat(profile.secondsPerWorkload()).isEqualTo(12);
        assertThatThrownBy(() -> Profile.named("slow")).hasMessageContaining("quick or full");
    }
}
