package io.daytrader.bench.series;

import io.daytrader.bench.report.Html;
import io.daytrader.bench.report.IntervalChart;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The series part of a report: the steps called, in words, then per workload the change of every target against the
 * first with its interval (red dashes before a called step) and the table of its steps.
 */
public final class SeriesSection {

    private SeriesSection() {
    }

    /** The terminal lines: how many steps were called, and each in words. */
    public static String text(SeriesSteps steps) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "Series %s: %d of %d steps called%s%n",
                String.join(" -> ", steps.labels()), steps.called().size(), steps.steps().size(),
                steps.called().isEmpty() ? "" : ":"));
        steps.called().forEach(s -> text.append("  ").append(s.sentence()).append(System.lineSeparator()));
        return text.toString();
    }

    public static String html(SeriesSteps steps) {
        StringBuilder html = new StringBuilder("<section id=\"series\"><h2>Series</h2>\n");
        html.append("<p>").append(Html.escape(String.join(" \u2192 ", steps.labels()))).append(": each step is the")
                .append(" change of a workload from one target to the next, compared alone (paired when the run was side")
                .append(" by side) and called with the false-discovery control over all the series' paired steps (5 %).")
                .append("</p>\n");
        if (steps.called().isEmpty()) {
            html.append("<p><b>No step called</b> among ").append(steps.steps().size()).append(".</p>\n");
        } else {
            html.append("<p><b>Steps called</b> (").append(steps.called().size()).append(" of ")
                    .append(steps.steps().size()).append("):</p><ul>\n");
            steps.called().forEach(s -> html.append("<li class=\"").append(s.changePercent() > 0 ? "better" : "worse")
                    .append("\">").append(Html.escape(s.sentence())).append("</li>\n"));
            html.append("</ul>\n");
        }
        for (SeriesSteps.Line line : steps.lines()) {
            List<SeriesSteps.Step> mine = steps.steps().stream().filter(s -> s.workload().equals(line.workload()))
                    .toList();
            html.append("<h3>").append(Html.escape(line.workload())).append("</h3>\n");
            List<IntervalChart.Point> points = new ArrayList<>();
            for (int t = 0; t < steps.labels().size(); t++) {
                points.add(new IntervalChart.Point(steps.labels().get(t), line.changePercent().get(t),
                        line.lowPercent().get(t), line.highPercent().get(t)));
            }
            Set<Integer> marks = new HashSet<>();
            mine.stream().filter(SeriesSteps.Step::called).forEach(s -> marks.add(s.to()));
            html.append("<p class=\"small\">change against ").append(Html.escape(steps.labels().get(0)))
                    .append(", %, with 95 % intervals (a speed: requests/s, or server CPU per request where the")
                    .append(" targets kept it busy)</p>\n")
                    .append(IntervalChart.svg("series-chart", points, " %", true, marks)).append('\n');
            html.append("<table><tr><th>step</th><th>change</th><th>95 % interval</th><th>p</th><th>called</th></tr>\n");
            for (SeriesSteps.Step s : mine) {
                html.append(String.format(Locale.ROOT, "<tr><td>%s \u2192 %s</td><td class=\"%s\">%+.1f %%</td>"
                                + "<td>[%+.1f, %+.1f]</td><td>%s</td><td>%s</td></tr>%n", Html.escape(s.fromLabel()),
                        Html.escape(s.toLabel()), s.called() ? (s.changePercent() > 0 ? "better" : "worse") : "same",
                        s.changePercent(), s.lowPercent(), s.highPercent(),
                        s.pValue() == null ? (s.paired() ? "-" : "unpaired") : String.format(Locale.ROOT, "%.3f", s.pValue()),
                        s.called() ? "yes" : "no"));
            }
            html.append("</table>\n");
        }
        return html.append("</section>\n").toString();
    }
}
