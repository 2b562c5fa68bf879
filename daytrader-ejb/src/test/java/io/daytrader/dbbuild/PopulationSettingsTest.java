package io.daytrader.dbbuild;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

class PopulationSettingsTest {

    @Test
    void ofUsesTheDefaultHoldingsAndSeed() {
        assertThat(PopulationSettings.of(50, 20)).isEqualTo(new PopulationSettings(50, 20, 10, 20_070_801L));
    }

    @Test
    void defaultsAreTheClassicSizes() {
        assertThat(PopulationSettings.defaults()).isEqualTo(new PopulationSettings(15_000, 10_000, 10, 20_070_801L));
    }

    @Test
    void rejectsAnEmptyPopulation() {
        assertThatIllegalArgumentException().isThrownBy(() -> new PopulationSettings(0, 20, 10, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> new PopulationSettings(50, 0, 10, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> new PopulationSettings(50, 20, -1, 1));
    }

    @Test
    void acceptsTheSmallestPopulation() {
        assertThat(new PopulationSettings(1, 1, 0, 1).users()).isEqualTo(1);
    }
}
