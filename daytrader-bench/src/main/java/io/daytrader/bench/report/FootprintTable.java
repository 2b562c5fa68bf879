package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.TargetResult;

import java.util.List;

/** Every launch's start-up, deploy, download, disk and live heap. */
final class FootprintTable {

    private FootprintTable() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Footprint</h2>\n<table class=\"footprint\"><tr><th>Target</th>"
                + "<th>launch</th><th>startup to first 200</th><th>deploy</th><th>download</th><th>disk</th>"
                + "<th>live heap after full GC</th></tr>\n");
        for (TargetResult target : results.targets()) {
            List<Footprint> launches = target.launches() != null && !target.launches().isEmpty() ? target.launches()
                    : target.footprint() == null ? List.of() : List.of(target.footprint());
            for (int i = 0; i < launches.size(); i++) {
                Footprint f = launches.get(i);
                html.append("<tr><td>").append(Html.escape(target.name())).append("</td><td>").append(i + 1)
                        .append("</td><td>").append(Format.seconds(f.startupSeconds())).append("</td><td>")
                        .append(Format.seconds(f.deploySeconds())).append("</td><td>")
                        .append(Format.bytes(f.downloadBytes())).append("</td><td>").append(Format.bytes(f.diskBytes()))
                        .append("</td><td>").append(Format.bytes(f.liveHeapBytes())).append("</td></tr>\n");
            }
        }
        return html.append("</table>\n").toString();
    }
}
