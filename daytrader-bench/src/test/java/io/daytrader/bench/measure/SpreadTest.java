package io.daytrader.bench.measure;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SpreadTest {

    @Test
    void medianOfAnOddCountIsTheMiddleValue() {
        Spread spread = Spread.of(List.of(110.0, 100.0, 90.0));

        assertThat(spread.median()).isEqualTo(100.0);
        assertThat(spread.min()).isEqualTo(90.0);
        assertThat(spread.max()).isEqualTo(110.0);
        assertThat(spread.spreadPercent()).isCloseTo(20.0, within(1e-9));
    }

    @Test
    void medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertThat(Spread.of(List.of(4.0, 1.0, 3.0, 2.0)).median()).isEqualTo(2.5);
    }

    @Test
    void medianOrNullSkipsMissingValues() {
        assertThat(Spread.medianOrNull(Arrays.asList(null, 40.0, 60.0, null, 50.0))).isEqualTo(50.0);
        assertThat(Spread.medianOrNull(Arrays.asList(null, null))).isNull();
    }
}
