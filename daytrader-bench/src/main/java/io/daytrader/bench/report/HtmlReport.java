package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;

/**
 * index.html of a sweep, a section after the other: settings and provenance, summary table, the comparison of the
 * targets, a requests/s bar chart per category (a bar per target), each driver run's per-second curve, latency
 * percentiles, the server JVM, throughput-versus-concurrency, -rate and -size curves where swept, chat, request mix,
 * footprint per launch, flags.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    public static String render(BenchResults results) {
        return render(results, null);
    }

    /** The page, with {@code comparison} (the comparison of its targets, as HTML) after the summary, unless null. */
    public static String render(BenchResults results, String comparison) {
        StringBuilder body = new StringBuilder("<h1>DayTrader bench</h1>\n")
                .append(SettingsSection.render(results))
                .append(SummaryTable.render(results));
        if (comparison != null) {
            body.append("<h2>Comparison</h2>\n").append(comparison);
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
