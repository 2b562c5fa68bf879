package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

/** The realised mix of the workloads with several request kinds (the user workload): a table per target's run. */
final class RequestMixTables {

    private RequestMixTables() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder();
        for (TargetResult target : results.targets()) {
            for (WorkloadResult result : target.workloads()) {
                if (result.requestMix().isEmpty()) {
                    continue;
                }
                if (html.isEmpty()) {
                    html.append("<h2>Request mix (measured requests per request kind)</h2>\n");
                }
                long total = result.requestMix().values().stream().mapToLong(Long::longValue).sum();
                html.append("<table class=\"mix\"><tr><th>").append(Html.escape(target.name() + " " + result.id()))
                        .append("</th><th>requests</th><th>share</th></tr>\n");
                result.requestMix().forEach((label, count) -> html.append("<tr><td>").append(Html.escape(label))
                        .append("</td><td>").append(count).append("</td><td>")
                        .append(Format.percent(count * 100.0 / total)).append("</td></tr>\n"));
                html.append("</table>\n");
            }
        }
        return html.toString();
    }
}
