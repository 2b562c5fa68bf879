package io.daytrader.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScenarioMixTest {

    @Test
    void theHundredPercentilesFollowTheStandardMix() {
        Map<Character, Integer> counts = new HashMap<>();
        for (int percentile = 0; percentile < 100; percentile++) {
            counts.merge(ScenarioMix.pick(percentile), 1, Integer::sum);
        }
        assertThat(counts).containsOnly(
                Map.entry('h', 20), Map.entry('q', 40), Map.entry('o', 4), Map.entry('r', 2), Map.entry('a', 10),
                Map.entry('p', 12), Map.entry('b', 4), Map.entry('s', 4), Map.entry('u', 4));
    }

    @Test
    void percentilesOutsideTheRangeAreRefused() {
        assertThatThrownBy(() -> ScenarioMix.pick(100)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ScenarioMix.pick(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
