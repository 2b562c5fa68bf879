package io.daytrader.bench.run;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MemoryNeedTest {

    @Test
    void theHeapIsTheLastMaximumOrElseTheInitialSize() {
        assertThat(MemoryNeed.heap(List.of("-Xms1g", "-Xmx2g", "-Xmx512m"))).isEqualTo(512L << 20);
        assertThat(MemoryNeed.heap(List.of("-Xms3G"))).isEqualTo(3L << 30);
        assertThat(MemoryNeed.heap(List.of("-XX:+UseG1GC"))).isEqualTo(1L << 30);
    }

    @Test
    void everyServerEveryDriverAndEachDatabaseServerCount() {
        long need = MemoryNeed.bytes(List.of(List.of("-Xmx1g"), List.of("-Xmx2g")), List.of("-Xmx1g"), 2, 2);

        assertThat(need).isEqualTo((3L << 30) + 2 * MemoryNeed.SERVER_BESIDES_HEAP + 2 * ((1L << 30)
                + MemoryNeed.DRIVER_BESIDES_HEAP) + 2 * MemoryNeed.DATABASE_SERVER);
    }
}
