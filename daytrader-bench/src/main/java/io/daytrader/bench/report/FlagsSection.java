package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ServerWarmup;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

/**
 * What the flags mean, then per target its flagged workloads, the primitives it lacks and why, how each server
 * warm-up pass ended, and its failed launches.
 */
final class FlagsSection {

    private FlagsSection() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder("""
                <h2>Flags</h2>
                <p><b>driver-bound</b>: the driver used more than 80 % of its CPUs, the server may be faster than measured.
                <b>errors</b>: some requests failed (not counted in req/s). <b>noisy</b>: the 95 % interval is wider
                than +-5 % of the figure. <b>not-steady</b>: a warm-up reached its cap without converging.
                <b>unsaturated</b>: at the highest concurrency the server used less than half of its CPUs.
                <b>stalled</b>: a window completed no request, or a request hung through a whole window.</p>
                <ul class="flags">
                """);
        for (TargetResult target : results.targets()) {
            String name = Html.escape(target.name());
            for (WorkloadResult result : target.workloads()) {
                if (!result.flags().isEmpty()) {
                    html.append("<li>").append(Html.escape(target.name() + " " + result.id())).append(": <span class=\"flag\">")
                            .append(Html.escape(String.join(", ", result.flags()))).append("</span></li>\n");
                }
            }
            for (String primitive : target.unavailableOrEmpty()) {
                html.append("<li>").append(name).append(": n/a ").append(Html.escape(primitive))
                        .append(" (the server lacks what it needs)</li>\n");
            }
            for (String limitation : target.limitationsOrEmpty()) {
                html.append("<li>").append(name).append(" lacks ").append(Html.escape(limitation))
                        .append(" (its kind.json)</li>\n");
            }
            for (ServerWarmup warmup : target.serverWarmupsOrEmpty()) {
                html.append("<li>").append(name).append(": ")
                        .append(warmup.settled() ? "" : "<span class=\"flag\">warming</span> ")
                        .append(Html.escape(warmup.describe())).append("</li>\n");
            }
            for (String failure : target.failuresOrEmpty()) {
                html.append("<li>").append(name).append(": <span class=\"flag\">failed</span> ")
                        .append(Html.escape(failure)).append("</li>\n");
            }
        }
        return html.append("</ul>\n").toString();
    }
}
