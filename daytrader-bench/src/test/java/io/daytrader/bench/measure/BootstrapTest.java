package io.daytrader.bench.measure;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BootstrapTest {

    @Test
    void theFigureIsTheMedianOverLaunchesOfTheirMedianWindows() {
        assertThat(Bootstrap.figure(List.of(new double[] {1, 2, 9}, new double[] {4, 5, 6}, new double[] {7, 8, 3})))
                .isEqualTo(5);
    }

    @Test
    void theIntervalHoldsTheFigureAndIsReproducible() {
        List<double[]> launches = List.of(new double[] {98, 100, 102}, new double[] {95, 97, 99});

        Bootstrap.Interval interval = Bootstrap.figureInterval(launches);

        assertThat(interval.low()).isLessThanOrEqualTo(Bootstrap.figure(launches));
        assertThat(interval.high()).isGreaterThanOrEqualTo(Bootstrap.figure(launches));
        assertThat(Bootstrap.figureInterval(launches)).isEqualTo(interval);
    }

    @Test
    void aChangeIsSeenOnlyWhenItStandsOutOfTheNoise() {
        List<double[]> base = List.of(new double[] {98, 100, 102});
        assertThat(Bootstrap.changeInterval(base, List.of(new double[] {118, 120, 122})).excludesZero()).isTrue();
        assertThat(Bootstrap.changeInterval(base, List.of(new double[] {96, 101, 105})).excludesZero()).isFalse();
    }
}
