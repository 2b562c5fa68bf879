package io.daytrader.bench.report;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class ForestPlotTest {

    private static final String LONG = "PingServlet2Session2EntityCollection size 65536 @5000";

    private static ForestPlot.Estimate estimate(double ratio, String tone) {
        return new ForestPlot.Estimate(ratio, ratio - 0.02, ratio + 0.02, tone, "note " + ratio, null);
    }

    private static ForestPlot.Panel panel(String title, Map<String, ForestPlot.Estimate> estimates) {
        return new ForestPlot.Panel(title, estimates);
    }

    @Test
    void aLabelIsWrittenWholeHoweverLong() {
        String html = ForestPlot.html("forest-plot", List.of(LONG), List.of(panel("b against a",
                Map.of(LONG, estimate(0.9, "worse")))), List.of(), 2);

        assertThat(html).contains("<td class=\"label\">" + LONG + "</td>", "note 0.9", "class=\"plot worse\"");
    }

    @Test
    void theRowsAreAlignedAcrossPanelsAndARowAPanelLacksStaysEmpty() {
        String html = ForestPlot.html("forest-plot", List.of("x", "y"), List.of(
                panel("b against a", Map.of("x", estimate(1.1, "better"), "y", estimate(1.0, "same"))),
                panel("c against a", Map.of("y", estimate(0.95, "same")))), List.of(), 2);

        assertThat(html).containsOnlyOnce("<table").contains("<th colspan=\"2\">b against a</th>",
                "<th colspan=\"2\">c against a</th>");
        Matcher x = Pattern.compile("<tr><td class=\"label\">x</td>(.*?)</tr>").matcher(html);
        assertThat(x.find()).isTrue();
        assertThat(x.group(1)).contains("note 1.1").endsWith("<td></td>");
    }

    @Test
    void morePanelsThanATableHoldsGoOnInAnotherTableOnTheSameAxis() {
        Map<String, ForestPlot.Estimate> same = Map.of("x", estimate(1.2, "better"));
        String html = ForestPlot.html("forest-plot", List.of("x"), List.of(panel("b", same), panel("c", same),
                panel("d", Map.of("x", estimate(0.7, "worse")))), List.of(), 2);

        assertThat(html.split("<table", -1)).hasSize(3);
        assertThat(positionsOf("point", html)).hasSize(3).element(0).isEqualTo(positionsOf("point", html).get(1));
        assertThat(positionsOf("zero", html)).as("no change sits at one place in every table").containsOnly(
                positionsOf("zero", html).get(0));
    }

    @Test
    void tickLabelsKeepTheirDistanceAndNoChangeIsAlwaysOne() {
        String html = ForestPlot.html("forest-plot", List.of("x"), List.of(panel("b", Map.of("x",
                new ForestPlot.Estimate(1.0, 0.4, 1.3, "same", "wide", null)))), List.of(), 2);

        List<Double> ticks = positionsOf("tick", html);
        assertThat(html).contains(">0</span>");
        for (int i = 1; i < ticks.size(); i++) {
            for (int j = 0; j < i; j++) {
                assertThat(Math.abs(ticks.get(i) - ticks.get(j))).isGreaterThanOrEqualTo(15);
            }
        }
        assertThat(ticks).allSatisfy(t -> assertThat(t).isBetween(0.0, 100.0));
    }

    @Test
    void aSummaryRowIsSetApartAndTextIsEscaped() {
        String html = ForestPlot.html("forest-plot", List.of("<b>", "geometric mean"), List.of(panel("b & c",
                Map.of("<b>", estimate(1.0, "same"), "geometric mean", estimate(1.0, "same")))),
                List.of("geometric mean"), 2);

        assertThat(html).contains("&lt;b&gt;", "b &amp; c", "<tr class=\"total\"><td class=\"label\">geometric mean")
                .doesNotContain("<b>");
    }

    private static List<Double> positionsOf(String cssClass, String html) {
        Matcher m = Pattern.compile("<span class=\"" + cssClass + "\" style=\"left:([0-9.]+)%").matcher(html);
        return m.results().map(r -> Double.parseDouble(r.group(1))).toList();
    }
}
