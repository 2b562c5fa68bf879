package io.daytrader.domain;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class QuantitiesTest {

    @ParameterizedTest
    @ValueSource(doubles = {1, 0.5, 0.001, 100, 999_999.99, 1_000_000})
    void acceptsPositiveQuantitiesUpToAMillion(double quantity) {
        assertThat(Quantities.isValid(quantity)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(doubles = {0, -0.0, -1, -0.5, 1_000_000.01, 2_000_000,
        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MAX_VALUE})
    void rejectsEverythingElse(double quantity) {
        assertThat(Quantities.isValid(quantity)).isFalse();
    }
}
