package io.daytrader.bench.compare;

import io.daytrader.bench.report.Categories;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.report.Html;
import io.daytrader.bench.report.SvgCharts;
import io.daytrader.bench.results.ChatResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** The comparison as an HTML page (targets, table, summary, a bar chart per category) and as terminal text. */
public final class CompareReport {

    private static final String FIGURE_RULE = "on req/s where the server sets the pace and on server CPU per request "
            + "where the driver does, or a fixed rate or think time that both sides keep up with (80 %% of the offered "
            + "rate; then above zero means less CPU per request)";
    private static final String CALL_RULE = "it is called when a Benjamini-Hochberg control over the target's paired "
            + "rows at a %s false-discovery rate calls it%s. MDE: the smallest change the row's own test calls with "
            + "80 %% probability (two-sided t test at 5 %%); the interval's half-width is in the change's tooltip. Rows "
            + "with errors or a '?' are left out of the geometric mean.";
    private static final String DUET_RULE = "Duet rows (targets loaded at the same time in windows that begin and end "
            + "together, every launch of one crossed with every launch of the other): the change is the mean of the "
            + "crossing's cells (a cell: one pair of launches, the mean of its windows' log ratios), " + FIGURE_RULE
            + " (and on CPU per request where the targets together kept the server CPUs more than 80 %% busy: their "
            + "split of the CPUs is the scheduler's), with a 95 %% interval from the two-factor ANOVA of the cells, each "
            + "side's launch-to-launch variance in it where its F test shows it (p <= 0.4) and pooled with the residual "
            + "where the launches agree (Satterthwaite t); " + CALL_RULE;
    private static final String PAIRED_RULE = "Alternating rows (targets measured side by side, in shuffled rounds): "
            + "the change is the 20 %% trimmed mean of the rounds' log ratios, " + FIGURE_RULE + ", with a 95 %% "
            + "interval over rounds (with several launches, plus the launch-to-launch variance pooled over the "
            + "workloads; with one launch that variance is not in it); " + CALL_RULE;
    private static final String UNPAIRED_RULE = "Unpaired rows (targets measured one after the other, or in different "
            + "files): a change is called only when the 95 %% bootstrap interval of the change (windows x launches of "
            + "both sides) excludes zero and the change is at least %s; '?': not called, a side is not steady, stalled, "
            + "or noisy from one launch. Flagged rows are left out of the geometric mean.";
    private static final String CELLS_RULE = "n/a: the target lacks the primitive.";

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
        body.append(section(comparison));
        body.append(chatTable(comparison));
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

    /** The rules, the targets, a forest plot per target and the table: the comparison part of a page. */
    public static String section(Comparison comparison) {
        StringBuilder html = new StringBuilder();
        rules(comparison).forEach(rule -> html.append("<p>").append(Html.escape(rule)).append("</p>\n"));
        html.append(targets(comparison));
        for (int t = 1; t < comparison.columns().size(); t++) {
            html.append("<h3>").append(Html.escape(comparison.columns().get(t).name())).append(" against ")
                    .append(Html.escape(comparison.columns().get(0).name())).append("</h3>\n<p>")
                    .append(Html.escape(summaryLine(comparison, t))).append("</p>\n")
                    .append(SvgCharts.forest("chart forest-plot", estimates(comparison, t)));
        }
        return html.append(table(comparison)).toString();
    }

    /** The rows of a target that have an interval, and its geometric mean where it has one. */
    private static List<SvgCharts.Estimate> estimates(Comparison comparison, int target) {
        List<SvgCharts.Estimate> estimates = new ArrayList<>();
        for (Comparison.Row row : comparison.rows()) {
            Comparison.Cell cell = row.cells().get(target);
            if (cell.changeLow() != null && cell.changeHigh() != null && cell.changePercent() != null) {
                estimates.add(new SvgCharts.Estimate(row.label(), 1 + cell.changePercent() / 100,
                        1 + cell.changeLow() / 100, 1 + cell.changeHigh() / 100, tone(cell.verdict()),
                        Format.signedPercent(cell.changePercent()) + interval(cell.changeLow(), cell.changeHigh(), true)
                                + " " + (cell.paired() ? cell.figure() : "req/s, unpaired")));
            }
        }
        Comparison.Summary summary = comparison.summaries().get(target);
        if (summary.geometricMeanLow() != null) {
            estimates.add(new SvgCharts.Estimate("geometric mean", 1 + summary.geometricMeanChangePercent() / 100,
                    1 + summary.geometricMeanLow() / 100, 1 + summary.geometricMeanHigh() / 100,
                    summary.geometricMeanLow() > 0 ? "better" : summary.geometricMeanHigh() < 0 ? "worse" : "same",
                    Format.signedPercent(summary.geometricMeanChangePercent())
                            + interval(summary.geometricMeanLow(), summary.geometricMeanHigh(), true)));
        }
        return estimates;
    }

    private static String tone(Comparison.Verdict verdict) {
        return switch (verdict) {
            case BETTER -> "better";
            case WORSE -> "worse";
            case UNSETTLED, UNKNOWN -> "unsettled";
            default -> "same";
        };
    }

    private static List<String> rules(Comparison comparison) {
        List<String> rules = new ArrayList<>();
        if (comparison.anyPaired()) {
            rules.add(String.format(Locale.ROOT, comparison.duet() ? DUET_RULE : PAIRED_RULE,
                    Format.percent(FalseDiscovery.RATE * 100),
                    comparison.pairedThresholdPercent() == null ? ""
                            : " and it is at least " + Format.percent(comparison.pairedThresholdPercent())));
        }
        if (comparison.anyUnpaired() || !comparison.anyPaired()) {
            rules.add(String.format(Locale.ROOT, UNPAIRED_RULE, Format.percent(comparison.thresholdPercent())));
        }
        rules.add(CELLS_RULE);
        return rules;
    }

    /** One line per target: the verdict counts, the geometric mean with its interval, the median MDE. */
    public static String summaryLine(Comparison comparison, int target) {
        Comparison.Summary s = comparison.summaries().get(target);
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%s against %s: %d faster, %d slower, %d same",
                comparison.columns().get(target).name(), comparison.columns().get(0).name(), s.better(), s.worse(),
                s.same()));
        if (s.unsettled() > 0) {
            line.append(", ").append(s.unsettled()).append(" unsettled (?)");
        }
        if (s.geometricMeanChangePercent() != null) {
            line.append("; geometric mean ").append(Format.signedPercent(s.geometricMeanChangePercent()))
                    .append(interval(s.geometricMeanLow(), s.geometricMeanHigh(), true)).append(" over ")
                    .append(s.compared()).append(s.compared() == 1 ? " row" : " rows");
        }
        if (s.leftOut() > 0) {
            line.append(" (").append(s.leftOut()).append(" left out)");
        }
        if (s.medianMinimumDetectablePercent() != null) {
            line.append(String.format(Locale.ROOT, "; median minimum detectable effect %.1f%% (80 %% power)",
                    s.medianMinimumDetectablePercent()));
        }
        Comparison.Summary base = comparison.summaries().get(0);
        if (s.serverCpuShare() != null && base.serverCpuShare() != null) {
            line.append(String.format(Locale.ROOT, "; server CPU share %.0f%% against %.0f%%", s.serverCpuShare() * 100,
                    base.serverCpuShare() * 100));
            int starved = s.starvedWindows() + base.starvedWindows();
            if (starved > 0) {
                line.append(", ").append(starved).append(starved == 1 ? " window" : " windows").append(" starved");
            }
        }
        return line.toString();
    }

    /** Chat runs side by side: per target, each launch's score and p99 delivery latency, and the lost connections. */
    private static String chatTable(Comparison comparison) {
        if (comparison.chat().isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<h2>Chat</h2>\n<table class=\"chat\"><tr><th>shape</th>");
        comparison.columns().forEach(c -> html.append("<th>").append(Html.escape(c.name()))
                .append("<br>score msg/s, p99 ms (each launch), failed+dropped</th>"));
        html.append("</tr>\n");
        for (Comparison.ChatRow row : comparison.chat()) {
            html.append("<tr><td>").append(Html.escape(row.shape())).append("</td>");
            row.cells().forEach(run -> html.append("<td>").append(Html.escape(chatCell(run))).append("</td>"));
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    private static String chatCell(List<ChatResult> runs) {
        if (runs.isEmpty()) {
            return "missing";
        }
        String scores = runs.stream().map(run -> Format.rate(run.score())).collect(Collectors.joining(" / "));
        String p99s = runs.stream().map(run -> String.format(Locale.ROOT, "%.1f", run.latencyMs().p99()))
                .collect(Collectors.joining(" / "));
        long lost = runs.stream().mapToLong(run -> run.failedConnections() + run.droppedConnections()).sum();
        return scores + ", " + p99s + ", " + lost;
    }

    private static String targets(Comparison comparison) {
        StringBuilder html = new StringBuilder("<table class=\"targets\"><tr><th>Target</th><th>kind</th><th>version</th>"
                + "<th>database</th><th>JPA</th><th>HTTP connector</th><th>JDK</th><th>GC</th><th>launches</th><th>file</th></tr>\n");
        for (Comparison.Column c : comparison.columns()) {
            html.append("<tr><td>").append(Html.escape(c.name())).append("</td><td>").append(Html.escape(c.kind()))
                    .append("</td><td>").append(Html.escape(c.version())).append("</td><td>").append(Html.escape(c.db()))
                    .append("</td><td>").append(Html.escape(c.jpa())).append("</td><td>")
                    .append(Html.escape(orDash(c.connector()))).append("</td><td>")
                    .append(Html.escape(orDash(c.jdk()))).append("</td><td>").append(Html.escape(orDash(c.gc())))
                    .append("</td><td>").append(c.launches()).append("</td><td>").append(Html.escape(c.file()))
                    .append("</td></tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    private static String orDash(String value) {
        return value == null ? "-" : value;
    }

    private static String table(Comparison comparison) {
        StringBuilder body = new StringBuilder("<table class=\"comparison\"><tr><th>Workload</th>");
        for (Comparison.Column column : comparison.columns()) {
            body.append("<th>").append(Html.escape(column.name())).append("<br>req/s [95 % CI]</th><th>change [CI]</th>"
                    + "<th>MDE (80 %)</th><th>p99 ms</th><th>CPU ms/req</th><th>flags</th>");
        }
        body.append("</tr>\n");
        for (Comparison.Row row : comparison.rows()) {
            body.append("<tr><td>").append(Html.escape(row.label())).append("</td>");
            for (Comparison.Cell cell : row.cells()) {
                if (!cell.measured()) {
                    body.append("<td class=\"na\">").append(cell.state())
                            .append("</td><td></td><td></td><td></td><td></td><td></td>");
                    continue;
                }
                body.append("<td>").append(Format.rate(cell.median())).append(interval(cell.ciLow(), cell.ciHigh(), false))
                        .append("</td>").append(changeCell(cell)).append("<td>").append(mde(cell)).append("</td><td>")
                        .append(cell.p99()).append("</td><td>")
                        .append(Format.cpuMs(cell.cpuMsPerRequest())).append("</td><td class=\"flag\">")
                        .append(Html.escape(flags(cell))).append("</td>");
            }
            body.append("</tr>\n");
        }
        body.append("<tr><th>geometric mean change (unflagged)</th>");
        for (Comparison.Summary summary : comparison.summaries()) {
            body.append("<td></td><td>").append(summary.geometricMeanChangePercent() == null ? "-"
                    : Format.signedPercent(summary.geometricMeanChangePercent())
                    + interval(summary.geometricMeanLow(), summary.geometricMeanHigh(), true))
                    .append("</td><td colspan=\"4\">")
                    .append(Html.escape(counts(summary))).append("</td>");
        }
        return body.append("</tr></table>\n").toString();
    }

    private static String mde(Comparison.Cell cell) {
        return cell.minimumDetectablePercent() == null ? ""
                : String.format(Locale.ROOT, "%.1f%%", cell.minimumDetectablePercent());
    }

    private static String changeCell(Comparison.Cell cell) {
        if (cell.changePercent() == null) {
            return "<td></td>";
        }
        String interval = interval(cell.changeLow(), cell.changeHigh(), true)
                + (cell.paired() && cell.pairedChange() != null ? String.format(Locale.ROOT, " (+-%.1f%%) %s, %d windows, %s",
                cell.halfWidthPercent(), cell.figure(), cell.pairedChange().rounds(), cell.pairedChange().test())
                : cell.paired() ? " " + cell.figure() : "");
        return switch (cell.verdict()) {
            case BETTER -> "<td class=\"better\">" + Format.signedPercent(cell.changePercent()) + interval + "</td>";
            case WORSE -> "<td class=\"worse\">" + Format.signedPercent(cell.changePercent()) + interval + "</td>";
            case UNSETTLED -> "<td class=\"same\" title=\"" + Format.signedPercent(cell.changePercent()) + interval
                    + ": not called, a side's figure is not settled (stalled; unpaired: not steady, or noisy from one"
                    + " launch)\">?</td>";
            default -> "<td class=\"same\" title=\"" + Format.signedPercent(cell.changePercent()) + interval
                    + ": no change called\">=</td>";
        };
    }

    private static String interval(Double low, Double high, boolean percent) {
        if (low == null || high == null) {
            return "";
        }
        return percent ? " [" + Format.signedPercent(low) + ", " + Format.signedPercent(high) + "]"
                : " [" + Format.rate(low) + "-" + Format.rate(high) + "]";
    }

    private static String flags(Comparison.Cell cell) {
        List<String> flags = new ArrayList<>(cell.flags());
        if (cell.errors() > 0 && !flags.contains("errors")) {
            flags.add("errors");
        }
        return String.join(" ", flags);
    }

    private static String counts(Comparison.Summary s) {
        return s.compared() == 0 && s.leftOut() == 0 ? "baseline" : s.better() + " better, " + s.worse() + " worse, "
                + s.same() + " same; " + s.leftOut() + " left out";
    }

    public static String text(Comparison comparison) {
        StringBuilder text = new StringBuilder();
        if (!comparison.differences().isEmpty()) {
            text.append(String.format("WARNING: these results were taken under different conditions:%n"));
            comparison.differences().forEach(d -> text.append("  ").append(d).append(String.format("%n")));
        }
        for (Comparison.Column c : comparison.columns()) {
            text.append(String.format(Locale.ROOT, "%s: %s %s, %s, JPA %s, connector %s, JDK %s, GC %s%n", c.name(),
                    c.kind(), c.version(), c.db(), c.jpa(), orDash(c.connector()), orDash(c.jdk()), orDash(c.gc())));
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
                        mde(cell), cell.p99(), shorten(flags(cell), 10)));
            }
            text.append(String.format("%n"));
        }
        for (Comparison.ChatRow row : comparison.chat()) {
            text.append(String.format(Locale.ROOT, "%-40s", shorten(row.shape(), 40)));
            row.cells().forEach(run -> text.append(String.format(Locale.ROOT, " | %-36s", chatCell(run))));
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
        rules(comparison).forEach(rule -> text.append("(").append(rule).append(String.format(")%n")));
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
