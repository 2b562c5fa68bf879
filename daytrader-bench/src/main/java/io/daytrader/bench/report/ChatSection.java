package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.TargetResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The chat workload in the HTML report: a table of every run (figures of a kind share a column, so that the table
 * fits the page), the connection ramp's answer, and the score curve.
 */
final class ChatSection {

    private ChatSection() {
    }

    static String render(BenchResults results) {
        if (results.targets().stream().allMatch(t -> t.chatOrEmpty().isEmpty())) {
            return "";
        }
        StringBuilder html = new StringBuilder("""
                <h2>Chat (WebSocket rooms)</h2>
                <p>Chat score: messages delivered per second, counted at the receivers, of the messages sent in the
                measured window; in the closed loop (msg/s "max": each member sends its next message once its last one
                reached the whole room), the receipts in the measured windows per second, which is also a row of the
                tables above with its interval over windows. Delivery latency from the send to the last receiver. Expected = sent x (room size -
                1). Sub-second: p99 under 1 s with no connection failed or dropped and every message delivered.</p>
                <table class="chat"><tr><th>Target</th><th>rooms x size</th><th>msg/s per room</th><th>bytes</th>
                <th>score</th><th>sent / expected / delivered</th><th>misdelivered / skipped</th>
                <th>p50 / p99 / max ms</th><th>connections failed / dropped</th><th>server CPU ms / 1,000</th></tr>
                """);
        for (TargetResult target : results.targets()) {
            for (ChatResult run : target.chatOrEmpty()) {
                html.append("<tr><td>").append(Html.escape(target.name())).append("</td>")
                        .append(cell(run.rooms() + " x " + run.roomSize())).append(cell(Format.messageRate(run.messageRate())))
                        .append(cell(Integer.toString(run.messageSize()))).append(cell(Format.rate(run.score())))
                        .append(cell(run.sent() + " / " + run.expected() + " / " + run.delivered()))
                        .append(cell(run.misdelivered() + " / " + run.skippedSends()))
                        .append(cell(ms(run.latencyMs().p50()) + " / " + ms(run.latencyMs().p99()) + " / "
                                + ms(run.latencyMs().max())))
                        .append(cell(run.failedConnections() + " / " + run.droppedConnections()))
                        .append(cell(Format.cpuMs(run.serverCpuMsPerThousand()))).append("</tr>\n");
            }
        }
        html.append("</table>\n<ul class=\"chat-ramp\">\n");
        for (TargetResult target : results.targets()) {
            if (!target.chatOrEmpty().isEmpty()) {
                html.append("<li>").append(Html.escape(target.name())).append(": most connections with sub-second "
                        + "delivery: ").append(ChatResult.mostSubSecondConnections(target.chatOrEmpty())).append("</li>\n");
            }
        }
        return html.append("</ul>\n").append(curve(results)).toString();
    }

    /** Chat score versus connections, one line per target, when more than one size was run. */
    private static String curve(BenchResults results) {
        TreeSet<Integer> connections = new TreeSet<>();
        Map<String, Map<Integer, Double>> lines = new TreeMap<>();
        for (TargetResult target : results.targets()) {
            for (ChatResult run : target.chatOrEmpty()) {
                connections.add(run.connections());
                lines.computeIfAbsent(target.name(), n -> new TreeMap<>()).merge(run.connections(), run.score(),
                        Math::max);
            }
        }
        if (connections.size() < 2) {
            return "";
        }
        List<SvgCharts.Series> series = new ArrayList<>();
        lines.forEach((name, points) -> series.add(new SvgCharts.Series(name,
                connections.stream().map(points::get).toList())));
        return "<h3>Chat score versus connections</h3>\n" + SvgCharts.lines("chart curve-chat",
                connections.stream().map(String::valueOf).toList(), series, "connections", "msg/s");
    }

    private static String cell(String value) {
        return "<td>" + Html.escape(value) + "</td>";
    }

    private static String ms(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
