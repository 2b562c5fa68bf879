package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;

/**
 * index.html of a sweep. It answers first: with several targets, the verdict of each against the first (its counts,
 * geometric mean and forest plot); with one, its measurements. Then the settings and provenance, the tables, and the
 * charts: a requests/s bar chart per category, each driver run's per-second curve, latency percentiles, the server
 * JVM, the curves over what was swept, chat, request mix, footprint per launch and flags.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    public static String render(BenchResults results) {
        return render(results, null);
    }

    /** The page, with the comparison of its targets, unless null. */
    public static String render(BenchResults results, ComparisonHtml comparison) {
        StringBuilder body = new StringBuilder("<h1>DayTrader bench</h1>\n");
        if (comparison == null) {
            body.append(SummaryTable.render(results)).append(SettingsSection.render(results));
        } else {
            body.append(comparison.verdict()).append(SettingsSection.render(results))
                    .append("<h2>Comparison</h2>\n").append(comparison.details()).append(SummaryTable.render(results));
        }
        body.append(CategoryCharts.render(results))
                .append(SteadyStateTable.render(results))
                .append(LatencyTable.render(results))
                .append(JvmTable.render(results))
                .append(Curves.render(results))
                .append(ChatSection.render(results))
                .append(RequestMixTables.render(results))
                .append(FootprintTable.render(results))
                .append(FlagsSection.render(results));
        return Html.page("DayTrader bench " + results.startedAt(), body.toString());
    }
}
