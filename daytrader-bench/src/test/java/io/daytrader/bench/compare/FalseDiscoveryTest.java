package io.daytrader.bench.compare;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class FalseDiscoveryTest {

    @Test
    void benjaminiAndHochbergsOwnExampleCallsFour() {
        // Benjamini and Hochberg (1995), section 4: 15 p-values, four discoveries at a 5 % rate.
        double[] p = {0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.3240, 0.4262, 0.5719,
            0.6528, 0.7590, 1.000};

        assertThat(FalseDiscovery.threshold(p, 0.05)).isEqualTo(0.0095);
    }

    @Test
    void nothingSmallEnoughCallsNothing() {
        assertThat(FalseDiscovery.threshold(new double[] {0.04, 0.2, 0.5, 0.9}, 0.05)).isEqualTo(-1);
        assertThat(FalseDiscovery.threshold(new double[0], 0.05)).isEqualTo(-1);
    }

    @Test
    void oneTestIsCalledAtTheRateItself() {
        assertThat(FalseDiscovery.threshold(new double[] {0.049}, 0.05)).isEqualTo(0.049);
    }
}
