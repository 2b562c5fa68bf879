package io.daytrader.bench.report;

/** HTML text escaping for the reports. */
public final class Html {

    private Html() {
    }

    /**
     * Escapes text for HTML content and attribute values. (The web module has the same rule for its pages; a war
     * cannot be a library of this module, so the reports keep their own.)
     */
    public static String escape(Object value) {
        if (value == null) {
            return "";
        }
        return value.toString().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&#39;");
    }

    /** An interval (as {@link Format} writes it) kept on one line: a cell may wrap before it, never inside it. */
    public static String interval(String interval) {
        return interval.isEmpty() ? "" : " <span class=\"ci\">" + escape(interval.strip()) + "</span>";
    }

    /** The page shell: inline style only, nothing loaded from elsewhere, so it opens from disk anywhere. */
    public static String page(String title, String body) {
        return """
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <title>%s</title>
                <style>
                body { font-family: sans-serif; margin: 2em; color: #222; }
                table { border-collapse: collapse; margin: 1em 0; }
                th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }
                .overview td { text-align: left; }
                th:first-child, td:first-child { text-align: left; }
                th { background: #f0f0f0; }
                .flag { color: #b00; font-weight: bold; }
                .better { color: #070; } .worse { color: #b00; } .same { color: #777; } .unsettled { color: #c80; }
                .na { color: #777; font-style: italic; }
                .warning { border: 2px solid #b00; background: #fee; padding: 0.5em 1em; }
                .small { font-size: 80%%; text-align: left; max-width: 30em; word-break: break-all; }
                svg { display: block; margin: 0.5em 0 1.5em 0; max-width: 100%%; height: auto; }
                svg text { font-family: sans-serif; font-size: 12px; }
                .verdict-line { font-size: 110%%; margin: 0.4em 0; }
                .verdict-line .target { font-weight: bold; }
                .legend { font-size: 85%%; color: #555; }
                .forest-plot { font-size: 13px; }
                .forest-plot th, .forest-plot td { border: none; padding: 1px 0.5em; }
                .forest-plot th { background: none; text-align: left; }
                .forest-plot tr:nth-child(even) td { background: #f6f6f6; }
                .forest-plot td.label { text-align: right; }
                .forest-plot td.note { text-align: left; }
                .forest-plot td.plot { width: 240px; min-width: 240px; padding: 0; }
                .forest-plot tr.total td { border-top: 1px solid #bbb; font-weight: bold; }
                .forest-plot tr.ticks td { background: none; }
                .forest-plot .axis { position: relative; height: 1.4em; }
                .forest-plot .axis span { position: absolute; }
                .forest-plot .zero { top: 0; bottom: 0; border-left: 1px dashed #888; }
                .forest-plot .bar { top: 50%%; height: 2px; margin-top: -1px; background: currentColor; }
                .forest-plot .point { top: 50%%; width: 7px; height: 7px; margin: -3.5px 0 0 -3.5px; background: currentColor; }
                .forest-plot .tick { top: 0.2em; transform: translateX(-50%%); color: #555; font-size: 12px; }
                .ci, td.pair { white-space: nowrap; }
                td.name { text-align: left; }
                .summary tr.first td { border-top: 2px solid #aaa; }
                .sparklines { display: flex; flex-wrap: wrap; gap: 0.2em 1em; }
                .sparklines figure { margin: 0; }
                .sparklines figcaption { font-size: 80%%; color: #555; text-align: left; }
                </style>
                </head>
                <body>
                %s
                </body>
                </html>
                """.formatted(escape(title), body);
    }
}
