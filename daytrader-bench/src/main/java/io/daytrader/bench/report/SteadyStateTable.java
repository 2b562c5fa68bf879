package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

/** Each driver run's successful requests per second, warm-up shaded, measured windows framed; a column per target. */
final class SteadyStateTable {

    private SteadyStateTable() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Warm-up and steady state</h2>\n<p>Successful requests per second"
                + " over each driver run (one line per launch); the shaded part is the warm-up, the framed part the"
                + " measured windows. <span class=\"flag\">not steady</span>: the warm-up reached its cap.</p>\n"
                + "<table class=\"curves\"><tr><th>Workload</th><th>Load</th>");
        results.targets().forEach(t -> html.append("<th>").append(Html.escape(t.name())).append("</th>"));
        html.append("</tr>\n");
        double measured = results.settings().runs() * (double) results.settings().runSeconds();
        for (WorkloadKey key : Workloads.keys(results)) {
            html.append("<tr><td>").append(Html.escape(key.label())).append("</td><td>").append(key.load()).append("</td>");
            for (TargetResult target : results.targets()) {
                WorkloadResult result = Workloads.find(target, key);
                html.append("<td>");
                if (result != null) {
                    for (ForkSeries fork : result.forksOrEmpty()) {
                        html.append(SvgCharts.sparkline(fork.perSecond(), fork.warmupSeconds(), measured, fork.steady()));
                    }
                }
                html.append("</td>");
            }
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }
}
