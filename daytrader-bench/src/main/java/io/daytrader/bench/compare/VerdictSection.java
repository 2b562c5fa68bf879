package io.daytrader.bench.compare;

import io.daytrader.bench.report.ForestPlot;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.report.Html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The answer of a comparison, for the top of its page: a line per target against the baseline, then the forest
 * plot of every row's change, two targets a table so that it fits the page, the rows aligned across them.
 */
final class VerdictSection {

    static final String GEOMETRIC_MEAN = "geometric mean";
    private static final int PANELS_PER_TABLE = 2;

    private VerdictSection() {
    }

    static String render(Comparison comparison) {
        StringBuilder html = new StringBuilder("<section class=\"verdict\">\n");
        for (int t = 1; t < comparison.columns().size(); t++) {
            html.append(VerdictLine.of(comparison, t).html());
        }
        List<String> labels = new ArrayList<>(comparison.rows().stream().map(Comparison.Row::label).toList());
        labels.add(GEOMETRIC_MEAN);
        List<ForestPlot.Panel> panels = new ArrayList<>();
        for (int t = 1; t < comparison.columns().size(); t++) {
            panels.add(new ForestPlot.Panel(comparison.columns().get(t).name() + " against "
                    + comparison.columns().get(0).name(), estimates(comparison, t)));
        }
        html.append(ForestPlot.html("forest-plot", labels, panels, List.of(GEOMETRIC_MEAN), PANELS_PER_TABLE));
        return html.append("<p class=\"legend\">Each row: the change against ")
                .append(Html.escape(comparison.columns().get(0).name()))
                .append(" with its 95 % interval, on a log axis; green: called faster, red: called slower, grey: no"
                        + " change called, orange: not settled ('?'). How a change is called is said with the tables"
                        + " below.</p>\n</section>\n").toString();
    }

    /** The rows of a target that have an interval, and its geometric mean where it has one, by label. */
    private static Map<String, ForestPlot.Estimate> estimates(Comparison comparison, int target) {
        Map<String, ForestPlot.Estimate> estimates = new LinkedHashMap<>();
        for (Comparison.Row row : comparison.rows()) {
            Comparison.Cell cell = row.cells().get(target);
            if (cell.changeLow() != null && cell.changeHigh() != null && cell.changePercent() != null) {
                estimates.put(row.label(), new ForestPlot.Estimate(1 + cell.changePercent() / 100,
                        1 + cell.changeLow() / 100, 1 + cell.changeHigh() / 100, ComparisonTables.tone(cell.verdict()),
                        Format.signedPercent(cell.changePercent()) + unbroken(Format.changeInterval(cell.changeLow(),
                                cell.changeHigh())) + " " + ComparisonTables.figure(cell),
                        ComparisonTables.detail(cell)));
            }
        }
        Comparison.Summary summary = comparison.summaries().get(target);
        if (summary.geometricMeanLow() != null) {
            estimates.put(GEOMETRIC_MEAN, new ForestPlot.Estimate(1 + summary.geometricMeanChangePercent() / 100,
                    1 + summary.geometricMeanLow() / 100, 1 + summary.geometricMeanHigh() / 100,
                    VerdictLine.tone(summary), Format.signedPercent(summary.geometricMeanChangePercent())
                            + unbroken(Format.changeInterval(summary.geometricMeanLow(), summary.geometricMeanHigh())),
                    "over " + summary.compared() + " rows"));
        }
        return estimates;
    }

    /** An interval the browser does not break across lines (a note may wrap before it, never inside it). */
    private static String unbroken(String interval) {
        return interval.isEmpty() ? "" : " " + interval.strip().replace(' ', '\u00a0');
    }
}
