package io.daytrader.bench.run;

import io.daytrader.bench.results.AppSettings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class RunInfoTest {

    @Test
    void theApplicationsSettingsAreReadFromItsConfigPage() {
        String page = "<select name=\"RunTimeMode\" id=\"RunTimeMode\"><option value=\"0\">Full EJB3</option>"
                + "<option value=\"1\" selected>Direct (JDBC)</option></select>"
                + "<select name=\"OrderProcessingMode\" id=\"OrderProcessingMode\"><option value=\"0\" selected>Sync"
                + "</option></select><input name=\"primIterations\" id=\"primIterations\" value=\"3\">";

        assertThat(AppSettingsReader.parse(page, "bundled", "derby"))
                .isEqualTo(new AppSettings("Direct (JDBC)", "Sync", 3, "bundled", "derby"));
        assertThat(AppSettingsReader.parse("", null, null)).isEqualTo(new AppSettings(null, null, null, null, null));
    }

    @Test
    void stealIsThePartOfAllCpuTimeTakenByTheHypervisor() {
        StealTime before = StealTime.parse("cpu  100 0 100 700 0 0 0 100 0 0");
        StealTime after = StealTime.parse("cpu  200 0 200 1400 0 0 0 200 0 0");

        assertThat(StealTime.percentSince(before, after)).isCloseTo(10.0, within(1e-9));
        assertThat(StealTime.percentSince(null, after)).isNull();
    }
}
