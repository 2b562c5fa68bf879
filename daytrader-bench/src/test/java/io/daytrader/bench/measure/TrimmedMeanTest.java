package io.daytrader.bench.measure;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class TrimmedMeanTest {

    @Test
    void trimsTwoOfTenAtEachEndAndTakesTheWinsorizedError() {
        TrimmedMean mean = TrimmedMean.of(new double[] {10, 1, 9, 2, 8, 3, 7, 4, 6, 5});

        assertThat(mean.estimate()).isCloseTo(5.5, within(1e-12));
        // winsorized: 3 3 3 4 5 6 7 8 8 8, variance 42.5 / 9; error sd / ((1 - 2 * 2 / 10) * sqrt(10))
        assertThat(mean.standardError()).isCloseTo(Math.sqrt(42.5 / 9) / (0.6 * Math.sqrt(10)), within(1e-12));
        assertThat(mean.degreesOfFreedom()).isEqualTo(5);
        assertThat(mean.count()).isEqualTo(10);
    }

    @Test
    void aBurstInOneValueDoesNotMoveIt() {
        TrimmedMean mean = TrimmedMean.of(new double[] {0.01, -0.01, 0.02, 0, -0.02, 0.01, -0.7, 0, 0.01, -0.01});

        assertThat(mean.estimate()).isCloseTo(0, within(0.005));
        assertThat(mean.standardError()).isLessThan(0.01);
    }

    @Test
    void twoValuesAreAPlainMean() {
        TrimmedMean mean = TrimmedMean.of(new double[] {1, 3});

        assertThat(mean.estimate()).isEqualTo(2);
        assertThat(mean.standardError()).isCloseTo(1, within(1e-12));
        assertThat(mean.degreesOfFreedom()).isEqualTo(1);
        assertThatThrownBy(() -> TrimmedMean.of(new double[] {1})).hasMessageContaining("two values");
    }
}
