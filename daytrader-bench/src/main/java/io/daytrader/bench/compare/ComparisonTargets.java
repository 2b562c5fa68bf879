package io.daytrader.bench.compare;

import io.daytrader.bench.report.Html;

/** The compared targets: each one's kind, version, database, JPA, connector, JDK, GC, launches and file. */
final class ComparisonTargets {

    private ComparisonTargets() {
    }

    static String render(Comparison comparison) {
        StringBuilder html = new StringBuilder("<table class=\"targets\"><tr><th>Target</th><th>kind</th><th>version</th>"
                + "<th>database</th><th>JPA</th><th>HTTP connector</th><th>JDK</th><th>GC</th><th>launches</th>"
                + "<th>file</th></tr>\n");
        for (Comparison.Column c : comparison.columns()) {
            html.append("<tr><td>").append(Html.escape(c.name())).append("</td><td>").append(Html.escape(c.kind()))
                    .append("</td><td>").append(Html.escape(c.version())).append("</td><td>").append(Html.escape(c.db()))
                    .append("</td><td>").append(Html.escape(c.jpa())).append("</td><td>")
                    .append(Html.escape(orDash(c.connector()))).append("</td><td>")
                    .append(Html.escape(orDash(c.jdk()))).append("</td><td>").append(Html.escape(orDash(c.gc())))
                    .append("</td><td>").append(c.launches()).append("</td><td class=\"small\">")
                    .append(Html.escape(c.file())).append("</td></tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    static String orDash(String value) {
        return value == null ? "-" : value;
    }
}
