package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.ArrayList;
import java.util.List;

/** A requests/s bar chart per category, a bar per target. */
final class CategoryCharts {

    private CategoryCharts() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Requests per second by category</h2>\n");
        for (String category : Workloads.categories(results)) {
            List<WorkloadKey> keys = Workloads.keys(results).stream().filter(k -> k.category().equals(category)).toList();
            html.append("<section class=\"category\" data-category=\"").append(Html.escape(category)).append("\">")
                    .append("<h3>").append(Html.escape(Categories.title(category))).append("</h3>\n");
            List<String> labels = keys.stream().map(k -> k.label() + " @" + k.load()).toList();
            html.append(SvgCharts.bars("chart bar-chart", labels, targetSeries(results, keys), "req/s"));
            html.append("</section>\n");
        }
        return html.toString();
    }

    private static List<SvgCharts.Series> targetSeries(BenchResults results, List<WorkloadKey> keys) {
        List<SvgCharts.Series> series = new ArrayList<>();
        for (TargetResult target : results.targets()) {
            List<Double> values = new ArrayList<>();
            for (WorkloadKey key : keys) {
                WorkloadResult result = Workloads.find(target, key);
                values.add(result == null ? null : result.summary().throughputMedian());
            }
            series.add(new SvgCharts.Series(target.name(), values));
        }
        return series;
    }
}
