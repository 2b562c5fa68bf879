package io.daytrader.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A forest plot as HTML tables, so that the browser lays out its labels and none is cut: a row per label, and per
 * panel (a target against the baseline) each estimate's ratio as a square on a log axis with its 95 % interval as a
 * line, coloured by how it was called, a dashed line at "no change", and the estimate written beside it. A few
 * panels a table, side by side, the rows aligned across them; every panel on one axis, which spans every interval
 * (at least +-5 %).
 */
public final class ForestPlot {

    /**
     * A ratio (above 1: better) with its interval, how it was called ({@code tone}: better, worse, same or unsettled,
     * the report's CSS classes), the text written beside it and what its tooltip adds.
     */
    public record Estimate(double ratio, double low, double high, String tone, String note, String detail) {
    }

    /** One column of the plot: its title and its estimates by row label (a row it lacks stays empty). */
    public record Panel(String title, Map<String, Estimate> estimates) {
    }

    /** The ticks below and above "no change", outwards from it. */
    private static final double[] TICKS_BELOW = {0.95, 0.9, 0.8, 0.67, 0.5, 0.25};
    private static final double[] TICKS_ABOVE = {1.05, 1.1, 1.25, 1.5, 2, 4};
    /** The least distance between two tick labels, in percent of the axis's width (240 px: 36 px). */
    private static final double TICK_GAP = 15;
    /** The smallest ratio drawn: an interval reaching below it is cut there. */
    private static final double FLOOR = 0.01;

    private ForestPlot() {
    }

    /**
     * @param emphasised the labels of summary rows (a geometric mean), set apart from the rows above them
     * @param perTable   the most panels a table holds, so that a table fits the page
     */
    public static String html(String cssClass, List<String> labels, List<Panel> panels, List<String> emphasised,
                              int perTable) {
        Axis axis = Axis.spanning(panels);
        StringBuilder html = new StringBuilder();
        for (int first = 0; first < panels.size(); first += perTable) {
            html.append(table(cssClass, labels, panels.subList(first, Math.min(first + perTable, panels.size())),
                    emphasised, axis));
        }
        return html.toString();
    }

    private static String table(String cssClass, List<String> labels, List<Panel> panels, List<String> emphasised,
                                Axis axis) {
        StringBuilder html = new StringBuilder("<table class=\"").append(Html.escape(cssClass)).append("\"><tr><th></th>");
        panels.forEach(p -> html.append("<th colspan=\"2\">").append(Html.escape(p.title())).append("</th>"));
        html.append("</tr>\n");
        for (String label : labels) {
            html.append(emphasised.contains(label) ? "<tr class=\"total\">" : "<tr>").append("<td class=\"label\">")
                    .append(Html.escape(label)).append("</td>");
            for (Panel panel : panels) {
                Estimate e = panel.estimates().get(label);
                html.append(e == null ? "<td class=\"plot\"><div class=\"axis\">" + axis.zero() + "</div></td><td></td>"
                        : row(label, e, axis));
            }
            html.append("</tr>\n");
        }
        html.append("<tr class=\"ticks\"><td></td>");
        panels.forEach(p -> html.append("<td class=\"plot\"><div class=\"axis\">").append(axis.ticks())
                .append("</div></td><td></td>"));
        return html.append("</tr></table>\n").toString();
    }

    private static String row(String label, Estimate e, Axis axis) {
        double from = axis.percent(e.low());
        String title = Html.escape(label + ": " + e.note() + (e.detail() == null ? "" : ", " + e.detail()));
        return String.format(Locale.ROOT, "<td class=\"plot %s\" title=\"%s\"><div class=\"axis\">%s"
                        + "<span class=\"bar\" style=\"left:%.2f%%;width:%.2f%%\"></span>"
                        + "<span class=\"point\" style=\"left:%.2f%%\"></span></div></td>"
                        + "<td class=\"note %s\" title=\"%s\">%s</td>", Html.escape(e.tone()), title, axis.zero(), from,
                Math.max(axis.percent(e.high()) - from, 0.3), axis.percent(e.ratio()), Html.escape(e.tone()), title,
                Html.escape(e.note()));
    }

    /** The shared log axis: where a ratio sits, in percent of the plot's width. */
    private record Axis(double from, double to) {

        static Axis spanning(List<Panel> panels) {
            double lowest = Math.log(0.95);
            double highest = Math.log(1.05);
            for (Panel panel : panels) {
                for (Estimate e : panel.estimates().values()) {
                    lowest = Math.min(lowest, Math.log(Math.max(e.low(), FLOOR)));
                    highest = Math.max(highest, Math.log(Math.max(e.high(), FLOOR)));
                }
            }
            return new Axis(lowest, highest);
        }

        double percent(double ratio) {
            return (Math.log(Math.max(ratio, FLOOR)) - from) / (to - from) * 100;
        }

        String zero() {
            return String.format(Locale.ROOT, "<span class=\"zero\" style=\"left:%.2f%%\"></span>", percent(1));
        }

        /** The tick labels: no change, then outwards from it each tick far enough from the last one kept. */
        String ticks() {
            List<Double> kept = new ArrayList<>(List.of(1.0));
            keepOutwards(kept, TICKS_BELOW);
            keepOutwards(kept, TICKS_ABOVE);
            StringBuilder html = new StringBuilder(zero());
            for (double ratio : kept) {
                html.append(String.format(Locale.ROOT, "<span class=\"tick\" style=\"left:%.2f%%\">%s</span>",
                        percent(ratio), ratio == 1 ? "0" : String.format(Locale.ROOT, "%+.0f%%", (ratio - 1) * 100)));
            }
            return html.toString();
        }

        private void keepOutwards(List<Double> kept, double[] outwards) {
            double last = percent(1);
            for (double ratio : outwards) {
                double at = percent(ratio);
                if (at >= 0 && at <= 100 && Math.abs(at - last) >= TICK_GAP) {
                    kept.add(ratio);
                    last = at;
                }
            }
        }
    }
}
