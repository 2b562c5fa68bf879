package io.daytrader.bench.run;

import io.daytrader.bench.results.AppSettings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RunInfoTest {

    @Test
    void theApplicationsSettingsAreReadFromItsJson() {
        String json = "{\"runtimeMode\":\"DIRECT\",\"runtimeModeName\":\"Direct (JDBC)\","
                + "\"orderProcessingMode\":\"SYNC\",\"orderProcessingModeName\":\"Sync\",\"primIterations\":3}";

        assertThat(AppSettingsReader.parse(json, "bundled", "derby"))
                .isEqualTo(new AppSettings("Direct (JDBC)", "Sync", 3, "bundled", "derby"));
        assertThat(AppSettingsReader.parse("{}", null, null)).isEqualTo(new AppSettings(null, null, null, null, null));
        assertThat(AppSettingsReader.parse("<html>", null, null)).isEqualTo(new AppSettings(null, null, null, null, null));
    }

    @Test
    void stealIsThePartOfAllCpuTimeTakenByTheHypervisor() {
        StealTime before = StealTime.parse("cpu  100 0 100 700 0 0 0 100 0 0");
        StealTime after = StealTime.parse("cpu  200 0 200 1400 0 0 0 200 0 0");

        assertThat(StealTime.percentSince(before, after)).isCloseTo(10.0, within(1e-9));
        assertThat(StealTime.percentSince(null, after)).isNull();
    }
}
