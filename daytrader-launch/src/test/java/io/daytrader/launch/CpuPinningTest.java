package io.daytrader.launch;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CpuPinningTest {

    @Test
    void autoSplitsTheCpusBetweenServerAndDriver() {
        assertThat(CpuPinning.parse("auto", 2)).isEqualTo(new CpuPinning("0", "1", 2));
        assertThat(CpuPinning.parse("auto", 4)).isEqualTo(new CpuPinning("0-1", "2-3", 4));
        assertThat(CpuPinning.parse("auto", 3)).isEqualTo(new CpuPinning("0-1", "2", 3));
    }

    @Test
    void oneCpuOrNoneMeansNoPinning() {
        assertThat(CpuPinning.parse("auto", 1).serverCpus()).isNull();
        CpuPinning none = CpuPinning.parse("none", 8);
        assertThat(none.driverCpus()).isNull();
        assertThat(none.serverShare()).isEqualTo(8);
        assertThat(CpuPinning.prefix(null)).isEmpty();
    }

    @Test
    void explicitListsAreTasksetLists() {
        CpuPinning pinning = CpuPinning.parse("0-2,5/3", 8);

        assertThat(pinning.serverShare()).isEqualTo(4);
        assertThat(pinning.driverShare()).isEqualTo(1);
        assertThat(CpuPinning.prefix(pinning.serverCpus())).containsExactly("taskset", "-c", "0-2,5");
        assertThatThrownBy(() -> CpuPinning.parse("0,1", 2)).hasMessageContaining("--pin");
    }
}
