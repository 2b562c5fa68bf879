package io.daytrader.bench.report;

import io.daytrader.bench.results.ResultsFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

import static io.daytrader.bench.results.ResultsFixture.target;
import static io.daytrader.bench.results.ResultsFixture.workload;
import static org.assertj.core.api.Assertions.assertThat;

class PerformancePageTest {

    @Test
    void aSideBySideRunSaysItsRoundsAndPrecision() {
        var results = ResultsFixture.sideBySide(target("liberty:26.0.0.3",
                List.of(workload("PingServlet", "web", 16, null, 20000, 21000))));

        String page = PerformancePage.markdown(results, "results.json");

        assertThat(page).contains("alternating: every target up at once; per workload, rounds in which each target"
                + " gets one 2-s window", "within +-3.0 % (at most 12 rounds)").doesNotContain("measured window(s)");
    }

    @Test
    void theUserWorkloadsShareOfFacesSessionsIsSaidWhereTheSweepRanIt() {
        var results = ResultsFixture.results(target("liberty:26.0.0.3",
                List.of(workload("DayTraderWorkload", "trade", 16, null, 900, 950))));

        assertThat(PerformancePage.markdown(ResultsFixture.withFacesShare(results, 10), "results.json"))
                .contains("- **User workload**: 10 % of the sessions on the Faces pages, the others on the JSP pages");
        assertThat(PerformancePage.markdown(results, "results.json")).doesNotContain("User workload");
    }

    @Test
    void aSequentialRunSaysItsWindowsPerLaunch() {
        var results = ResultsFixture.results(target("liberty:26.0.0.3",
                List.of(workload("PingServlet", "web", 16, null, 20000, 21000))));

        assertThat(PerformancePage.markdown(results, "results.json")).contains("measured window(s) of")
                .doesNotContain("in rounds of one");
    }
}
