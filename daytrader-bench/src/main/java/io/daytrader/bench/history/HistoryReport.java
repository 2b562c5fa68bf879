package io.daytrader.bench.history;

import io.daytrader.bench.report.Html;
import io.daytrader.bench.report.IntervalChart;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A history drawn: per target against the reference and workload, the change run by run with its interval and the
 * change points of that series, then the absolute requests/s with theirs, marked as machine-dependent (the machine's
 * speed moves them as much as the software does).
 */
public final class HistoryReport {

    private HistoryReport() {
    }

    public static String text(List<HistoryEntry> entries, List<HistorySeries> series) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "History: %d runs, %s to %s%n",
                entries.size(), entries.get(0).startedAt(), entries.get(entries.size() - 1).startedAt()));
        for (HistorySeries s : series) {
            if (s.position() == 0) {
                continue;
            }
            text.append(String.format(Locale.ROOT, "%s, %s against %s: %s%n", s.workload(), s.targetNames(),
                    entries.get(0).targets().get(0), s.ratioChanges().isEmpty() ? "no change point"
                            : s.ratioChanges().stream().map(HistoryReport::describe).collect(Collectors.joining("; "))));
            text.append(String.format(Locale.ROOT, "    absolute req/s (machine-dependent): %s%n",
                    s.absoluteChanges().isEmpty() ? "no change point"
                            : s.absoluteChanges().stream().map(HistoryReport::describe).collect(Collectors.joining("; "))));
        }
        return text.toString();
    }

    static String describe(HistorySeries.Change c) {
        return String.format(Locale.ROOT, "change point at run %d (%s): %+.1f %% [%+.1f, %+.1f], p %.3f", c.run(),
                c.startedAt(), c.percent(), c.lowPercent(), c.highPercent(), c.pValue());
    }

    public static String html(List<HistoryEntry> entries, List<HistorySeries> series) {
        StringBuilder body = new StringBuilder("<h1>DayTrader history</h1>\n");
        body.append("<p>").append(entries.size()).append(" runs from ").append(Html.escape(entries.get(0).startedAt()))
                .append(" to ").append(Html.escape(entries.get(entries.size() - 1).startedAt())).append(". The first")
                .append(" target of each run is the reference; each other target's change against it was measured in")
                .append(" the same run, so the machine's drift between runs does not move it. Change points: E-divisive")
                .append(" means with a permutation test (p &le; 0.05, at least 3 runs on each side), in each series on")
                .append(" its own.</p>\n");
        body.append(runsTable(entries));
        for (HistorySeries s : series) {
            body.append("<h2>").append(Html.escape(s.workload())).append(s.position() == 0 ? ": reference "
                    : ": target " + (s.position() + 1) + " ").append(Html.escape(s.targetNames())).append("</h2>\n");
            if (s.position() > 0) {
                body.append("<p>Change against the reference, % (a speed, on the figure each run compared): ")
                        .append(Html.escape(changes(s.ratioChanges()))).append("</p>\n");
                List<IntervalChart.Point> points = new ArrayList<>();
                s.points().forEach(p -> points.add(new IntervalChart.Point(Integer.toString(p.run()), p.changePercent(),
                        p.changeLow(), p.changeHigh())));
                body.append(IntervalChart.svg("history-ratio", points, " %", true, marks(s, s.ratioChanges())));
            }
            body.append("<p class=\"small\">Absolute requests/s, <b>machine-dependent</b>: ")
                    .append(Html.escape(changes(s.absoluteChanges()))).append("</p>\n");
            List<IntervalChart.Point> absolute = new ArrayList<>();
            s.points().forEach(p -> absolute.add(new IntervalChart.Point(Integer.toString(p.run()), p.throughput(),
                    null, null)));
            body.append(IntervalChart.svg("history-absolute", absolute, "", false, marks(s, s.absoluteChanges())));
        }
        return Html.page("DayTrader history", body.toString());
    }

    private static String changes(List<HistorySeries.Change> changes) {
        return changes.isEmpty() ? "no change point"
                : changes.stream().map(HistoryReport::describe).collect(Collectors.joining("; "));
    }

    private static Set<Integer> marks(HistorySeries s, List<HistorySeries.Change> changes) {
        Set<Integer> marks = new HashSet<>();
        for (HistorySeries.Change c : changes) {
            for (int i = 0; i < s.points().size(); i++) {
                if (s.points().get(i).run() == c.run()) {
                    marks.add(i);
                }
            }
        }
        return marks;
    }

    private static String runsTable(List<HistoryEntry> entries) {
        StringBuilder table = new StringBuilder("<table><tr><th>run</th><th>started</th><th>targets</th><th>schedule</th>"
                + "<th>commit</th><th>command</th></tr>\n");
        for (int r = 0; r < entries.size(); r++) {
            HistoryEntry e = entries.get(r);
            table.append("<tr><td>").append(r + 1).append("</td><td>").append(Html.escape(e.startedAt()))
                    .append("</td><td>").append(Html.escape(String.join(", ", e.targets()))).append("</td><td>")
                    .append(Html.escape(e.schedule())).append("</td><td>")
                    .append(Html.escape(e.gitCommit() == null ? "" : e.gitCommit().substring(0, Math.min(10,
                            e.gitCommit().length())) + (Boolean.TRUE.equals(e.gitDirty()) ? " (changed)" : "")))
                    .append("</td><td class=\"small\">").append(Html.escape(e.command())).append("</td></tr>\n");
        }
        return table.append("</table>\n").toString();
    }
}
