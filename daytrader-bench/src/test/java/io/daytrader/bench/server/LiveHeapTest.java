package io.daytrader.bench.server;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LiveHeapTest {

    @Test
    void theLiveBytesAreTheHistogramsTotal() {
        String histogram = """
                12345:
                 num     #instances         #bytes  class name (module)
                -------------------------------------------------------
                   1:        120000       15000000  [B (java.base@17.0.15)
                   2:         90000        2160000  java.lang.String (java.base@17.0.15)
                Total        210000       17160000
                """;

        assertThat(LiveHeap.parseLiveBytes(histogram)).isEqualTo(17_160_000L);
        assertThat(LiveHeap.parseLiveBytes("12345:\nAttachNotSupportedException")).isNull();
    }

    @Test
    void theLiveHeapOfThisJvmIsMeasured() {
        Long live = LiveHeap.measure(ProcessHandle.current().pid());

        assertThat(live).isNotNull().isPositive()
                .isLessThanOrEqualTo(Runtime.getRuntime().totalMemory());
    }
}
