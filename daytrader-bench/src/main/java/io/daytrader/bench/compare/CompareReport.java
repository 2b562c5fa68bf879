package io.daytrader.bench.compare;

import io.daytrader.bench.report.Categories;
import io.daytrader.bench.report.ComparisonHtml;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.report.Html;
import io.daytrader.bench.report.SvgCharts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The comparison as an HTML page and as terminal text. The page answers first: the verdict of each target against
 * the baseline (its line and the forest plot), then the targets, a table per target, how a change is called, chat,
 * and a bar chart per category.
 */
public final class CompareReport {

    private CompareReport() {
    }

    public static String html(Comparison comparison) {
        StringBuilder body = new StringBuilder("<h1>DayTrader bench comparison</h1>\n");
        if (!comparison.differences().isEmpty()) {
            body.append("<div class=\"warning\"><b>These results were taken under different conditions; the comparison"
                    + " compares the setups as much as the servers:</b><ul>");
            comparison.differences().forEach(d -> body.append("<li>").append(Html.escape(d)).append("</li>"));
            body.append("</ul></div>\n");
        }
        body.append(VerdictSection.render(comparison)).append("<h2>Comparison</h2>\n").append(details(comparison))
                .append(ChatComparison.render(comparison)).append("<h2>Requests per second by category</h2>\n");
        for (String category : categories(comparison)) {
            List<Comparison.Row> rows = comparison.rows().stream().filter(r -> r.category().equals(category)).toList();
            List<SvgCharts.Series> series = new ArrayList<>();
            for (int t = 0; t < comparison.columns().size(); t++) {
                int index = t;
                series.add(new SvgCharts.Series(comparison.columns().get(t).name(),
                        rows.stream().map(r -> r.cells().get(index).median()).toList()));
            }
            body.append("<section class=\"category\" data-category=\"").append(Html.escape(category)).append("\"><h3>")
                    .append(Html.escape(Categories.title(category))).append("</h3>\n")
                    .append(SvgCharts.bars("chart bar-chart", rows.stream().map(Comparison.Row::label).toList(), series,
                            "req/s"))
                    .append("</section>\n");
        }
        return Html.page("DayTrader bench comparison", body.toString());
    }

    /** The comparison of a sweep's targets for the sweep's own page: its verdict, and its details. */
    public static ComparisonHtml forPage(Comparison comparison) {
        return new ComparisonHtml(VerdictSection.render(comparison), details(comparison));
    }

    /** The targets, a table per target against the baseline, and the rules of a call. */
    private static String details(Comparison comparison) {
        StringBuilder html = new StringBuilder("<h3>Targets</h3>\n").append(ComparisonTargets.render(comparison))
                .append(ComparisonTables.render(comparison)).append("<h3>How a change is called</h3>\n");
        ComparisonRules.of(comparison).forEach(rule -> html.append("<p>").append(Html.escape(rule)).append("</p>\n"));
        return html.toString();
    }

    /** One line per target: the verdict counts, the geometric mean with its interval, the median MDE. */
    public static String summaryLine(Comparison comparison, int target) {
        return VerdictLine.of(comparison, target).text();
    }

    public static String text(Comparison comparison) {
        StringBuilder text = new StringBuilder();
        if (!comparison.differences().isEmpty()) {
            text.append(String.format("WARNING: these results were taken under different conditions:%n"));
            comparison.differences().forEach(d -> text.append("  ").append(d).append(String.format("%n")));
        }
        for (Comparison.Column c : comparison.columns()) {
            text.append(String.format(Locale.ROOT, "%s: %s %s, %s, JPA %s, connector %s, JDK %s, GC %s%n", c.name(),
                    c.kind(), c.version(), c.db(), c.jpa(), ComparisonTargets.orDash(c.connector()),
                    ComparisonTargets.orDash(c.jdk()), ComparisonTargets.orDash(c.gc())));
        }
        text.append(String.format(Locale.ROOT, "%-40s", "workload"));
        comparison.columns().forEach(c -> text.append(String.format(Locale.ROOT, " | %-36s", shorten(c.name(), 36))));
        text.append(String.format("%n%-40s", ""));
        comparison.columns().forEach(c -> text.append(String.format(Locale.ROOT, " | %9s %8s %5s %6s %10s", "req/s",
                "change", "MDE", "p99ms", "flags")));
        text.append(String.format("%n"));
        for (Comparison.Row row : comparison.rows()) {
            text.append(String.format(Locale.ROOT, "%-40s", shorten(row.label(), 40)));
            for (Comparison.Cell cell : row.cells()) {
                if (!cell.measured()) {
                    text.append(String.format(Locale.ROOT, " | %9s %8s %5s %6s %10s", cell.state(), "", "", "", ""));
                    continue;
                }
                String change = cell.changePercent() == null ? "" : switch (cell.verdict()) {
                    case BETTER, WORSE -> Format.signedPercent(cell.changePercent());
                    case UNSETTLED -> "?";
                    default -> "=";
                };
                text.append(String.format(Locale.ROOT, " | %9s %8s %5s %6d %10s", Format.rate(cell.median()), change,
                        ComparisonTables.mde(cell), cell.p99(), shorten(ComparisonTables.flags(cell), 10)));
            }
            text.append(String.format("%n"));
        }
        for (Comparison.ChatRow row : comparison.chat()) {
            text.append(String.format(Locale.ROOT, "%-40s", shorten(row.shape(), 40)));
            row.cells().forEach(run -> text.append(String.format(Locale.ROOT, " | %-36s", ChatComparison.cell(run))));
            text.append(String.format("%n"));
        }
        text.append(String.format(Locale.ROOT, "%-40s", "geometric mean (unflagged)"));
        comparison.summaries().forEach(s -> text.append(String.format(Locale.ROOT, " | %9s %8s %5s %6s %10s", "",
                s.geometricMeanChangePercent() == null ? "-" : Format.signedPercent(s.geometricMeanChangePercent()),
                "", "", "")));
        text.append(String.format("%n"));
        for (int t = 1; t < comparison.columns().size(); t++) {
            text.append(summaryLine(comparison, t)).append(String.format("%n"));
        }
        ComparisonRules.of(comparison).forEach(rule -> text.append("(").append(rule).append(String.format(")%n")));
        return text.toString();
    }

    private static List<String> categories(Comparison comparison) {
        return comparison.rows().stream().map(Comparison.Row::category).distinct()
                .sorted(Comparator.comparingInt(Categories::rank)).toList();
    }

    private static String shorten(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width);
    }
}
