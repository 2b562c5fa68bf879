package io.daytrader.bench.run;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PairingsTest {

    @Test
    void aCrossingMeetsEveryLaunchOfTheBaselineWithEveryLaunchOfTheOthersOnce() {
        Pairings pairings = new Pairings(3);
        Set<String> met = new HashSet<>();
        for (int block = 0; block < pairings.blocksPerCrossing(); block++) {
            met.add(pairings.launchOf(0, block) + "/" + pairings.launchOf(1, block));
            assertThat(pairings.launchOf(2, block)).isEqualTo(pairings.launchOf(1, block));
        }
        assertThat(pairings.blocksPerCrossing()).isEqualTo(9);
        assertThat(met).hasSize(9);
    }

    @Test
    void theFirstBlocksPairLikeLaunchesAndLaterOnesRotate() {
        Pairings pairings = new Pairings(3);

        assertThat(new int[] {pairings.launchOf(0, 0), pairings.launchOf(0, 1), pairings.launchOf(0, 2),
                pairings.launchOf(0, 3)}).containsExactly(0, 1, 2, 0);
        assertThat(new int[] {pairings.launchOf(1, 0), pairings.launchOf(1, 1), pairings.launchOf(1, 2),
                pairings.launchOf(1, 3), pairings.launchOf(1, 8)}).containsExactly(0, 1, 2, 1, 1);
        assertThat(pairings.launchOf(1, 9)).as("the next crossing begins again").isZero();
    }

    @Test
    void oneLaunchIsACrossingOfOneBlock() {
        Pairings pairings = new Pairings(1);

        assertThat(pairings.blocksPerCrossing()).isEqualTo(1);
        assertThat(pairings.launchOf(1, 5)).isZero();
        assertThatThrownBy(() -> new Pairings(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
