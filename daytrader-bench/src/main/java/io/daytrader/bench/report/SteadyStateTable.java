package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

/**
 * Each driver run's successful requests per second, warm-up shaded, measured windows framed: a row per workload,
 * each target's curves (named when there are several) side by side, wrapping rather than widening the page.
 */
final class SteadyStateTable {

    private SteadyStateTable() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Warm-up and steady state</h2>\n<p>Successful requests per second"
                + " over each driver run (one line per launch); the shaded part is the warm-up, the framed part the"
                + " measured windows. <span class=\"flag\">not steady</span>: the warm-up reached its cap.</p>\n"
                + "<table class=\"curves\"><tr><th>Workload</th><th>Load</th><th>driver runs per target</th></tr>\n");
        double measured = results.settings().runs() * (double) results.settings().runSeconds();
        for (WorkloadKey key : Workloads.keys(results)) {
            html.append("<tr><td>").append(Html.escape(key.label())).append("</td><td>").append(key.load())
                    .append("</td><td><div class=\"sparklines\">");
            for (TargetResult target : results.targets()) {
                WorkloadResult result = Workloads.find(target, key);
                html.append("<figure>").append(results.targets().size() < 2 ? ""
                        : "<figcaption>" + Html.escape(target.name()) + "</figcaption>");
                if (result != null) {
                    for (ForkSeries fork : result.forksOrEmpty()) {
                        html.append(SvgCharts.sparkline(fork.perSecond(), fork.warmupSeconds(), measured, fork.steady()));
                    }
                }
                html.append("</figure>");
            }
            html.append("</div></td></tr>\n");
        }
        return html.append("</table>\n").toString();
    }
}
