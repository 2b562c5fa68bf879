package io.daytrader.probe;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class GcPausesTest {

    @Test
    void countsPausesInTheirBucketsAndLeavesConcurrentCyclesOut() {
        GcPauses gc = new GcPauses(Set.of());
        gc.collected("end of minor GC", 3, 100);
        gc.collected("end of major GC", 250, 80);
        gc.collected("end of GC cycle", 900, 60);

        GcPauses.Totals totals = gc.totals();
        assertThat(totals.pauses()).isEqualTo(2);
        assertThat(totals.pauseMillis()).isEqualTo(253);
        assertThat(totals.heapAfterGcBytes()).isEqualTo(60);
        assertThat(totals.counts()[GcPauses.bucket(3)]).isEqualTo(1);
        assertThat(totals.counts()[GcPauses.bucket(250)]).isEqualTo(1);
        assertThat(totals.counts()).containsOnly(0, 1).hasSize(GcPauses.BOUNDS_MILLIS.length + 1);
    }

    @Test
    void aBucketHoldsThePausesUpToItsBoundAndTheLastOneTheLongerOnes() {
        assertThat(GcPauses.bucket(0)).isZero();
        assertThat(GcPauses.bucket(7)).isEqualTo(GcPauses.bucket(8));
        assertThat(GcPauses.BOUNDS_MILLIS[GcPauses.bucket(7)]).isEqualTo(8);
        assertThat(GcPauses.bucket(60_000)).isEqualTo(GcPauses.BOUNDS_MILLIS.length);
    }

    @Test
    void noHeapFigureBeforeTheFirstCollection() {
        assertThat(new GcPauses(Set.of()).totals().heapAfterGcBytes()).isEqualTo(-1);
    }
}
