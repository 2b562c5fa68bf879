package io.daytrader.bench.compare;

import io.daytrader.bench.report.Format;
import io.daytrader.bench.report.Html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The changes per workload: a table per target against the baseline (so that a table is as wide with five targets
 * as with two), each row the two sides' req/s with their intervals and flags, the change with its interval, the
 * figure it compared, its minimum detectable effect, and the two sides' p99 and CPU per request.
 */
final class ComparisonTables {

    private ComparisonTables() {
    }

    static String render(Comparison comparison) {
        StringBuilder html = new StringBuilder();
        for (int t = 1; t < comparison.columns().size(); t++) {
            html.append("<h3>").append(Html.escape(comparison.columns().get(t).name())).append(" against ")
                    .append(Html.escape(comparison.columns().get(0).name())).append("</h3>\n").append(table(comparison, t));
        }
        return html.toString();
    }

    private static String table(Comparison comparison, int target) {
        StringBuilder html = new StringBuilder("<table class=\"comparison\"><tr><th>Workload</th><th>")
                .append(Html.escape(comparison.columns().get(0).name())).append("<br>req/s [95 % CI]</th><th>")
                .append(Html.escape(comparison.columns().get(target).name())).append("<br>req/s [95 % CI]</th>")
                .append("<th>change [95 % CI]</th><th>compared</th><th>MDE (80 %)</th><th>p99 ms</th>")
                .append("<th>CPU ms/req</th></tr>\n");
        for (Comparison.Row row : comparison.rows()) {
            Comparison.Cell base = row.cells().get(0);
            Comparison.Cell cell = row.cells().get(target);
            html.append("<tr><td>").append(Html.escape(row.label())).append("</td>").append(side(base))
                    .append(side(cell));
            if (cell.measured()) {
                html.append(change(cell)).append("<td>").append(cell.changePercent() == null ? ""
                                : figure(cell)).append("</td><td>")
                        .append(mde(cell)).append("</td><td class=\"pair\">")
                        .append(both(base.measured() ? base.p99() : null, cell.p99())).append("</td><td class=\"pair\">")
                        .append(both(base.measured() ? Format.cpuMs(base.cpuMsPerRequest()) : null,
                                Format.cpuMs(cell.cpuMsPerRequest()))).append("</td>");
            } else {
                html.append("<td></td><td></td><td></td><td></td><td></td>");
            }
            html.append("</tr>\n");
        }
        Comparison.Summary summary = comparison.summaries().get(target);
        String tone = VerdictLine.tone(summary);
        return html.append("<tr class=\"total\"><th>geometric mean change (unflagged)</th><td></td><td></td><td")
                .append(tone == null ? "" : " class=\"" + tone + "\"").append(">")
                .append(summary.geometricMeanChangePercent() == null ? "-"
                        : Format.signedPercent(summary.geometricMeanChangePercent())
                        + Html.interval(Format.changeInterval(summary.geometricMeanLow(), summary.geometricMeanHigh())))
                .append("</td><td colspan=\"4\">").append(Html.escape(counts(summary))).append("</td></tr></table>\n")
                .toString();
    }

    /** A side's req/s with its interval, its flags beneath; or why it has none. */
    private static String side(Comparison.Cell cell) {
        if (!cell.measured()) {
            return "<td class=\"na\">" + Html.escape(cell.state()) + "</td>";
        }
        String flags = flags(cell);
        return "<td>" + Format.rate(cell.median()) + Html.interval(Format.rateInterval(cell.ciLow(), cell.ciHigh()))
                + (flags.isEmpty() ? "" : "<br><span class=\"flag\">" + Html.escape(flags) + "</span>") + "</td>";
    }

    /** The baseline's figure and the target's, "3 / 4", or the target's alone. */
    private static String both(Object baseline, Object target) {
        return Html.escape(baseline == null ? String.valueOf(target) : baseline + " / " + target);
    }

    private static String change(Comparison.Cell cell) {
        if (cell.changePercent() == null) {
            return "<td></td>";
        }
        String change = Html.escape(Format.signedPercent(cell.changePercent()))
                + Html.interval(Format.changeInterval(cell.changeLow(), cell.changeHigh()));
        String detail = detail(cell);
        return switch (cell.verdict()) {
            case BETTER, WORSE -> cell(tone(cell.verdict()), detail, change);
            case UNSETTLED -> cell("unsettled", (detail == null ? "" : detail + ": ") + "not called, a side's figure is"
                    + " not settled (stalled; unpaired: not steady, or noisy from one launch)", "? " + change);
            default -> cell("same", (detail == null ? "" : detail + ": ") + "no change called", "= " + change);
        };
    }

    /** A cell of {@code html}, with a tooltip unless {@code title} is null. */
    private static String cell(String cssClass, String title, String html) {
        return "<td class=\"" + cssClass + "\"" + (title == null ? "" : " title=\"" + Html.escape(title) + "\"") + ">"
                + html + "</td>";
    }

    /** How a paired change was reached: its interval's half-width, the figure, the windows and the test; or null. */
    static String detail(Comparison.Cell cell) {
        if (cell.paired() && cell.pairedChange() != null) {
            return String.format(Locale.ROOT, "+-%.1f%% %s, %d windows, %s", cell.halfWidthPercent(), cell.figure(),
                    cell.pairedChange().rounds(), cell.pairedChange().test());
        }
        return cell.paired() ? cell.figure() : null;
    }

    /** The figure a row compared, short enough to stand beside its change. */
    static String figure(Comparison.Cell cell) {
        if (!cell.paired()) {
            return "req/s, unpaired";
        }
        return PairedFigure.CPU_PER_REQUEST.label().equals(cell.figure()) ? "CPU/req" : cell.figure();
    }

    /** How a change was called, as the report's CSS class. */
    static String tone(Comparison.Verdict verdict) {
        return switch (verdict) {
            case BETTER -> "better";
            case WORSE -> "worse";
            case UNSETTLED, UNKNOWN -> "unsettled";
            default -> "same";
        };
    }

    static String mde(Comparison.Cell cell) {
        return cell.minimumDetectablePercent() == null ? ""
                : String.format(Locale.ROOT, "%.1f%%", cell.minimumDetectablePercent());
    }

    /** The cell's flags, with "errors" where some of its requests failed. */
    static String flags(Comparison.Cell cell) {
        List<String> flags = new ArrayList<>(cell.flags());
        if (cell.errors() > 0 && !flags.contains("errors")) {
            flags.add("errors");
        }
        return String.join(" ", flags);
    }

    private static String counts(Comparison.Summary s) {
        return s.better() + " better, " + s.worse() + " worse, " + s.same() + " same; " + s.leftOut() + " left out";
    }
}
