package io.daytrader.web.config;

import io.daytrader.trade.RunStats;
import java.lang.reflect.RecordComponent;

/** The run statistics of a reset as an HTML table, one row per counter, each cell with the counter's name as id. */
final class RunStatsTable {

    private RunStatsTable() {
    }

    static String html(RunStats stats) {
        StringBuilder html = new StringBuilder("<table id=\"runStats\"><caption>Run statistics</caption>");
        for (RecordComponent component : RunStats.class.getRecordComponents()) {
            try {
                html.append("<tr><th>").append(component.getName()).append("</th><td id=\"")
                        .append(component.getName()).append("\">").append(component.getAccessor().invoke(stats))
                        .append("</td></tr>");
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return html.append("</table>").toString();
    }
}
