package io.daytrader.web.html;

/** HTML escaping for text written by Java code: servlets and tag handlers. */
public final class Html {

    private Html() {
    }

    public static String escape(Object value) {
        String text = String.valueOf(value);
        StringBuilder escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '&' -> escaped.append("&amp;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
