package io.daytrader.bench.measure;

import io.daytrader.bench.TestFiles;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SteadyStateTest {

    private final List<Sample> recorded = JtlReader.read(TestFiles.resource("jtl/recorded-ok.jtl"));

    @Test
    void originIsTheStartOfTheFirstRequest() {
        assertThat(SteadyState.origin(recorded)).isEqualTo(1795441853147L);
    }

    @Test
    void aWindowHoldsTheRequestsThatEndedInIt() {
        long origin = SteadyState.origin(recorded);

        assertThat(SteadyState.inWindow(recorded, origin, new Window(1, 1))).hasSize(27);
        assertThat(SteadyState.inWindow(recorded, origin, new Window(2, 1))).hasSize(28);
        assertThat(SteadyState.inWindow(recorded, origin, new Window(0.5, 3))).hasSize(82);
    }

    @Test
    void aRequestEndingOnTheBoundaryBelongsToTheLaterWindow() {
        List<Sample> samples = List.of(new Sample(0, 1000, true, "x"), new Sample(500, 1499, true, "x"), new Sample(1000, 1000, true, "x"));

        assertThat(SteadyState.inWindow(samples, 0, new Window(0, 1))).isEmpty();
        assertThat(SteadyState.inWindow(samples, 0, new Window(1, 1))).hasSize(2);
        assertThat(SteadyState.inWindow(samples, 0, new Window(2, 1))).hasSize(1);
    }

    @Test
    void coveredSecondsIsTheEndOfTheLastRequest() {
        assertThat(SteadyState.coveredSeconds(recorded, SteadyState.origin(recorded))).isEqualTo(3.880);
    }

    @Test
    void noRequestsHaveNoOrigin() {
        assertThatThrownBy(() -> SteadyState.origin(List.of())).hasMessageContaining("no requests");
    }

    @Test
    void perSecondCountsTheSuccessfulRequestsOfEachWholeSecondAndLeavesTheLastPartOut() {
        List<Sample> samples = List.of(new Sample(0, 100, true, "x"), new Sample(0, 900, false, "x"),
                new Sample(500, 700, true, "x"), new Sample(1000, 1100, true, "x"), new Sample(2000, 200, true, "x"));

        assertThat(SteadyState.perSecond(samples, 0)).containsExactly(1.0, 1.0);
    }
}
