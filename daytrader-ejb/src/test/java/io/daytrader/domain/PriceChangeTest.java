package io.daytrader.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PriceChangeTest {

    private static BigDecimal money(String amount) {
        return new BigDecimal(amount);
    }

    @Test
    void randomFactorTakesEveryCentFrom0_90To1_10AndNothingElse() {
        Random random = new Random(42);
        Set<BigDecimal> factors = new HashSet<>();

        for (int i = 0; i < 100_000; i++) {
            factors.add(PriceChange.randomFactor(random));
        }

        Set<BigDecimal> everyCent = new HashSet<>();
        for (int cents = 90; cents <= 110; cents++) {
            everyCent.add(BigDecimal.valueOf(cents, 2));
        }
        assertThat(factors).isEqualTo(everyCent);
    }

    @Test
    void randomFactorGoesBothWays() {
        Random random = new Random(7);
        int below = 0;
        int above = 0;
        for (int i = 0; i < 10_000; i++) {
            int sign = PriceChange.randomFactor(random).compareTo(BigDecimal.ONE);
            below += sign < 0 ? 1 : 0;
            above += sign > 0 ? 1 : 0;
        }

        assertThat(below).isBetween(4_000, 5_000);
        assertThat(above).isBetween(4_000, 5_000);
    }

    @Test
    void randomFactorExtremes() {
        double justBelowOne = Math.nextDown(1.0);

        assertThat(PriceChange.randomFactor(fixed(justBelowOne, false))).isEqualTo(money("1.10"));
        assertThat(PriceChange.randomFactor(fixed(justBelowOne, true))).isEqualTo(money("0.90"));
        assertThat(PriceChange.randomFactor(fixed(0.0, true))).isEqualTo(money("1.00"));
        assertThat(PriceChange.randomFactor(fixed(0.5, false))).isEqualTo(money("1.05"));
    }

    @Test
    void pennyStockRecoversBy600() {
        assertThat(PriceChange.effectiveFactor(money("0.01"), money("0.95"))).isEqualTo(money("600"));
        assertThat(PriceChange.newPrice(money("0.01"), money("0.95"))).isEqualTo(money("6.00"));
    }

    @Test
    void priceAbove400IsSplit() {
        assertThat(PriceChange.effectiveFactor(money("400.01"), money("1.10"))).isEqualTo(money("0.5"));
        assertThat(PriceChange.newPrice(money("400.01"), money("1.10"))).isEqualTo(money("200.01"));
        assertThat(PriceChange.newPrice(money("439.99"), money("0.90"))).isEqualTo(money("220.00"));
    }

    @Test
    void priceOfExactly400IsNotSplit() {
        assertThat(PriceChange.effectiveFactor(money("400.00"), money("1.05"))).isEqualTo(money("1.05"));
        assertThat(PriceChange.newPrice(money("400.00"), money("1.05"))).isEqualTo(money("420.00"));
    }

    @ParameterizedTest
    @CsvSource({
        "100.00, 1.05, 105.00",
        "100.00, 0.90, 90.00",
        "12.34, 1.07, 13.20",
        "0.02, 1.10, 0.02",
        "0.05, 0.90, 0.05"
    })
    void normalPriceMovesByTheFactorRoundedHalfUp(String oldPrice, String factor, String expected) {
        assertThat(PriceChange.newPrice(money(oldPrice), money(factor))).isEqualTo(money(expected));
    }

    @Test
    void priceNeverDropsBelowOneCent() {
        assertThat(PriceChange.newPrice(money("0.04"), money("0.10"))).isEqualTo(money("0.01"));
    }

    private static RandomGenerator fixed(double nextDouble, boolean nextBoolean) {
        return new RandomGenerator() {
            @Override
            public long nextLong() {
                throw new UnsupportedOperationException();
            }

            @Override
            public double nextDouble() {
                return nextDouble;
            }

            @Override
            public boolean nextBoolean() {
                return nextBoolean;
            }
        };
    }
}
