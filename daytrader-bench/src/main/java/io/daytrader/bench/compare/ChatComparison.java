package io.daytrader.bench.compare;

import io.daytrader.bench.report.Format;
import io.daytrader.bench.report.Html;
import io.daytrader.bench.results.ChatResult;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Chat runs side by side: per target, each launch's score and p99 delivery latency, and the lost connections. */
final class ChatComparison {

    private ChatComparison() {
    }

    static String render(Comparison comparison) {
        if (comparison.chat().isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<h2>Chat</h2>\n<table class=\"chat\"><tr><th>shape</th>");
        comparison.columns().forEach(c -> html.append("<th>").append(Html.escape(c.name()))
                .append("<br>score msg/s, p99 ms (each launch), failed+dropped</th>"));
        html.append("</tr>\n");
        for (Comparison.ChatRow row : comparison.chat()) {
            html.append("<tr><td>").append(Html.escape(row.shape())).append("</td>");
            row.cells().forEach(run -> html.append("<td>").append(Html.escape(cell(run))).append("</td>"));
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    /** A target's runs of a shape: "scores, p99s, lost connections", a figure per launch. */
    static String cell(List<ChatResult> runs) {
        if (runs.isEmpty()) {
            return "missing";
        }
        String scores = runs.stream().map(run -> Format.rate(run.score())).collect(Collectors.joining(" / "));
        String p99s = runs.stream().map(run -> String.format(Locale.ROOT, "%.1f", run.latencyMs().p99()))
                .collect(Collectors.joining(" / "));
        long lost = runs.stream().mapToLong(run -> run.failedConnections() + run.droppedConnections()).sum();
        return scores + ", " + p99s + ", " + lost;
    }
}
