package io.daytrader.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoneyTest {

    @ParameterizedTest
    @CsvSource({
        "1.005, 1.01",
        "2.344, 2.34",
        "2.345, 2.35",
        "-1.005, -1.01",
        "7, 7.00",
        "0.1, 0.10"
    })
    void roundsStringsToCentsHalfUp(String amount, String expected) {
        BigDecimal money = Money.of(amount);

        assertThat(money).isEqualTo(new BigDecimal(expected));
        assertThat(money.scale()).isEqualTo(2);
    }

    @Test
    void roundsDoublesByTheirDecimalRepresentation() {
        assertThat(Money.of(1.005)).isEqualTo(new BigDecimal("1.01"));
        assertThat(Money.of(2.344)).isEqualTo(new BigDecimal("2.34"));
        assertThat(Money.of(200_000)).isEqualTo(new BigDecimal("200000.00"));
    }

    @Test
    void zeroHasTwoDecimals() {
        assertThat(Money.ZERO).isEqualTo(new BigDecimal("0.00"));
    }

    @Test
    void valueIsPriceTimesQuantityInCents() {
        assertThat(Money.value(new BigDecimal("12.34"), 10)).isEqualTo(new BigDecimal("123.40"));
        assertThat(Money.value(new BigDecimal("19.99"), 0.5)).isEqualTo(new BigDecimal("10.00"));
        assertThat(Money.value(new BigDecimal("0.01"), 0.4)).isEqualTo(new BigDecimal("0.00"));
        assertThat(Money.value(new BigDecimal("400.00"), 1_000_000)).isEqualTo(new BigDecimal("400000000.00"));
    }
}
