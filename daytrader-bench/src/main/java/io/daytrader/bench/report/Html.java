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
                .better { color: #070; } .worse { color: #b00; } .same { color: #777; } .na { color: #777; font-style: italic; }
                .warning { border: 2px solid #b00; background: #fee; padding: 0.5em 1em; }
                .small { font-size: 80%%; text-align: left; max-width: 30em; word-break: break-all; }
                svg { display: block; margin: 0.5em 0 1.5em 0; }
                svg text { font-family: sans-serif; font-size: 12px; }
                </style>
                </head>
                <body>
                %s
                </body>
                </html>
                """.formatted(escape(title), body);
    }
}
