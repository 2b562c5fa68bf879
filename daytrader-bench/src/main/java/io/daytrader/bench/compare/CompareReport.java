package io.daytrader.bench.compare;

import io.daytrader.bench.report.Categories;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.report.Html;
import io.daytrader.bench.report.SvgCharts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** The comparison as an HTML page (table and a bar chart per category) and as terminal text. */
public final class CompareReport {

    private CompareReport() {
    }

    public static String html(Comparison comparison, List<String> sources) {
        StringBuilder body = new StringBuilder("<h1>DayTrader bench comparison</h1>\n<p>Baseline: <b>")
                .append(Html.escape(comparison.targets().get(0))).append("</b>. Files: ")
                .append(Html.escape(String.join(", ", sources))).append("</p>\n")
                .append("<p>A change smaller than the spread of the runs (max - min, either side) is shown as no change (=)."
                        + " % of best: the target's requests/s as a percentage of the best target's for that workload.</p>\n");
        body.append("<table class=\"comparison\"><tr><th>Workload</th>");
        for (String target : comparison.targets()) {
            body.append("<th>").append(Html.escape(target)).append("<br>req/s</th><th>change</th><th>% of best</th>");
        }
        body.append("</tr>\n");
        for (Comparison.Row row : comparison.rows()) {
            body.append("<tr><td>").append(Html.escape(row.label())).append("</td>");
            for (Comparison.Cell cell : row.cells()) {
                if (cell.median() == null) {
                    body.append("<td>-</td><td></td><td></td>");
                    continue;
                }
                body.append("<td>").append(Format.rate(cell.median())).append("</td>")
                        .append(changeCell(cell)).append("<td>").append(Format.percent(cell.percentOfBest())).append("</td>");
            }
            body.append("</tr>\n");
        }
        body.append("<tr><th>average change</th>");
        for (Double average : comparison.averageChangePercent()) {
            body.append("<td></td><td>").append(average.isNaN() ? "-" : Format.signedPercent(average)).append("</td><td></td>");
        }
        body.append("</tr></table>\n");
        for (String category : categories(comparison)) {
            List<Comparison.Row> rows = comparison.rows().stream().filter(r -> r.category().equals(category)).toList();
            List<SvgCharts.Series> series = new ArrayList<>();
            for (int t = 0; t < comparison.targets().size(); t++) {
                int index = t;
                series.add(new SvgCharts.Series(comparison.targets().get(t),
                        rows.stream().map(r -> r.cells().get(index).median()).toList()));
            }
            body.append("<section class=\"category\" data-category=\"").append(Html.escape(category)).append("\"><h3>")
                    .append(Html.escape(Categories.title(category))).append("</h3>\n")
                    .append(SvgCharts.bars("chart bar-chart", rows.stream().map(Comparison.Row::label).toList(), series, "req/s"))
                    .append("</section>\n");
        }
        return Html.page("DayTrader bench comparison", body.toString());
    }

    private static String changeCell(Comparison.Cell cell) {
        if (cell.changePercent() == null) {
            return "<td></td>";
        }
        if (cell.noChange()) {
            return "<td class=\"same\" title=\"" + Format.signedPercent(cell.changePercent()) + ", within the spread\">=</td>";
        }
        return "<td class=\"" + (cell.changePercent() > 0 ? "better" : "worse") + "\">"
                + Format.signedPercent(cell.changePercent()) + "</td>";
    }

    public static String text(Comparison comparison) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "%-40s", "workload"));
        comparison.targets().forEach(t -> text.append(String.format(Locale.ROOT, " | %-28s", shorten(t, 28))));
        text.append(String.format("%n%-40s", ""));
        comparison.targets().forEach(t -> text.append(String.format(Locale.ROOT, " | %9s %8s %9s", "req/s", "change", "% best")));
        text.append(String.format("%n"));
        for (Comparison.Row row : comparison.rows()) {
            text.append(String.format(Locale.ROOT, "%-40s", shorten(row.label(), 40)));
            for (Comparison.Cell cell : row.cells()) {
                if (cell.median() == null) {
                    text.append(String.format(Locale.ROOT, " | %9s %8s %9s", "-", "", ""));
                    continue;
                }
                String change = cell.changePercent() == null ? "" : cell.noChange() ? "=" : Format.signedPercent(cell.changePercent());
                text.append(String.format(Locale.ROOT, " | %9s %8s %9s", Format.rate(cell.median()), change,
                        Format.percent(cell.percentOfBest())));
            }
            text.append(String.format("%n"));
        }
        text.append(String.format(Locale.ROOT, "%-40s", "average change"));
        comparison.averageChangePercent().forEach(a -> text.append(String.format(Locale.ROOT, " | %9s %8s %9s", "",
                a.isNaN() ? "-" : Format.signedPercent(a), "")));
        return text.append(String.format("%n(= : the change is within the spread of the runs)%n")).toString();
    }

    private static List<String> categories(Comparison comparison) {
        return comparison.rows().stream().map(Comparison.Row::category).distinct()
                .sorted(Comparator.comparingInt(Categories::rank)).toList();
    }

    private static String shorten(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width);
    }
}
