package io.daytrader.bench.target;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LiveHeapTest {

    @Test
    void g1HasOneHeapLine() {
        String info = """
                 garbage-first heap   total 221184K, used 47029K [0x0000000687400000, 0x0000000800000000)
                  region size 4096K, 0 young (0K), 0 survivors (0K)
                 Metaspace       used 9145K, committed 9408K, reserved 1114112K
                """;

        assertThat(LiveHeap.parseUsedBytes(info)).isEqualTo(47029L * 1024);
    }

    @Test
    void serialAndParallelAddTheirGenerations() {
        String info = """
                 def new generation   total 4928K, used 2688K [0x00000000e0000000)
                  eden space 4416K,  60% used [0x00000000e0000000)
                 tenured generation   total 10944K, used 7000K [0x00000000e5550000)
                 Metaspace       used 9145K, committed 9408K, reserved 1114112K
                """;

        assertThat(LiveHeap.parseUsedBytes(info)).isEqualTo((2688L + 7000) * 1024);
        assertThat(LiveHeap.parseUsedBytes("no heap here")).isNull();
    }
}
