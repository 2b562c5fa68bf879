package io.daytrader.bench.measure;

import io.daytrader.bench.TestFiles;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RequestMixTest {

    @Test
    void countsPerLabelMostFrequentFirst() {
        Map<String, Long> counts = new HashMap<>();
        RequestMix.count(List.of(new Sample(0, 1, true, "home"), new Sample(0, 1, true, "quotes"),
                new Sample(0, 1, false, "quotes"), new Sample(0, 1, true, "buy")), counts);
        RequestMix.count(List.of(new Sample(0, 1, true, "quotes")), counts);

        assertThat(RequestMix.of(counts)).containsExactly(Map.entry("quotes", 3L), Map.entry("buy", 1L),
                Map.entry("home", 1L));
    }

    @Test
    void aSingleUrlWorkloadHasNoMix() {
        Map<String, Long> counts = new HashMap<>();
        RequestMix.count(JtlReader.read(TestFiles.resource("jtl/recorded-ok.jtl")), counts);

        assertThat(counts).containsExactly(Map.entry("PingStub", 108L));
        assertThat(RequestMix.of(counts)).isEmpty();
    }
}
