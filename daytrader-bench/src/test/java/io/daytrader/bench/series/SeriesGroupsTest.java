package io.daytrader.bench.series;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SeriesGroupsTest {

    @Test
    void groupsShareOneTargetWithTheNext() {
        assertThat(SeriesGroups.split(6, 6)).containsExactly(List.of(0, 1, 2, 3, 4, 5));
        assertThat(SeriesGroups.split(6, 8)).containsExactly(List.of(0, 1, 2, 3, 4, 5));
        assertThat(SeriesGroups.split(6, 3)).containsExactly(List.of(0, 1, 2), List.of(2, 3, 4), List.of(4, 5));
        assertThat(SeriesGroups.split(5, 3)).containsExactly(List.of(0, 1, 2), List.of(2, 3, 4));
        assertThat(SeriesGroups.split(4, 2)).containsExactly(List.of(0, 1), List.of(1, 2), List.of(2, 3));
    }

    @Test
    void aGroupHoldsTwoTargetsAtLeast() {
        assertThatThrownBy(() -> SeriesGroups.split(4, 1)).hasMessageContaining("at least two");
    }
}
