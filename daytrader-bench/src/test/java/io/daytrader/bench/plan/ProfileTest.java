package io.daytrader.bench.plan;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProfileTest {

    @Test
    void quickIsOneLaunchWithShortWarmUpsToSteadyState() {
        Profile quick = Profile.named("quick");

        assertThat(quick.forks()).isEqualTo(1);
        assertThat(quick.serverWarmupSeconds()).isEqualTo(60);
        assertThat(quick.warmupCapSeconds()).isEqualTo(30);
        assertThat(quick.measuredSeconds()).isEqualTo(6);
        assertThat(quick.defaultThreads()).containsExactly(16);
        assertThat(quick.maxDriverSeconds()).isEqualTo(30 + 6 + Profile.TAIL_SECONDS + 2);
        assertThat(quick.serverWarmupCapSeconds()).isEqualTo(240);
    }

    @Test
    void aShortServerWarmUpIsJudgedOverItsOwnLengthNotAMinute() {
        var watch = Profile.named("quick").with(5, null, null, null, null).serverWarmupWatch();
        java.util.List<io.daytrader.bench.measure.Sample> samples = new java.util.ArrayList<>();
        for (int ms = 0; ms < 8_000; ms += 10) {
            samples.add(new io.daytrader.bench.measure.Sample(ms, 1, true, "ping"));
        }

        watch.accept(samples);

        assertThat(watch.done()).isTrue();
        assertThat(watch.settledSeconds()).isBetween(5.0, 7.0);
    }

    @Test
    void fullIsThePublishingProtocol() {
        Profile full = Profile.named("full");

        assertThat(full.forks()).isEqualTo(3);
        assertThat(full.convergencePercent()).isLessThan(Profile.named("quick").convergencePercent());
        assertThat(full.measuredSeconds()).isEqualTo(150);
        assertThat(full.defaultThreads()).containsExactly(1, 16, 64);
    }

    @Test
    void optionsOverrideTheProfile() {
        Profile profile = Profile.named("quick").with(10, 3, 2, 5, 2);

        assertThat(profile.serverWarmupSeconds()).isEqualTo(10);
        assertThat(profile.warmupCapSeconds()).isEqualTo(3);
        assertThat(profile.effectiveWarmupMinSeconds()).isEqualTo(3);
        assertThat(profile.measuredSeconds()).isEqualTo(10);
        assertThat(profile.forks()).isEqualTo(2);
        assertThatThrownBy(() -> Profile.named("slow")).hasMessageContaining("quick or full");
    }
}
