package io.daytrader.bench.report;

import java.util.List;
import java.util.Locale;

/** Inline SVG charts: horizontal grouped bars, line curves and sparklines. */
public final class SvgCharts {

    /** One coloured series: a target, or a workload on a curve. Values may be null (not measured). */
    public record Series(String name, List<Double> values) {
    }

    static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1",
        "#ff9da7", "#9c755f", "#bab0ac"};
    private static final int WIDTH = 900;
    private static final int LABEL_WIDTH = 260;
    private static final int BAR_HEIGHT = 14;

    private SvgCharts() {
    }

    /** A bar per series for every label, the value written at the bar's end. */
    public static String bars(String cssClass, List<String> labels, List<Series> series, String unit) {
        double max = series.stream().flatMap(s -> s.values().stream()).filter(v -> v != null)
                .mapToDouble(Double::doubleValue).max().orElse(1);
        int groupHeight = series.size() * BAR_HEIGHT + 8;
        int height = labels.size() * groupHeight + 20 + legendHeight(series);
        int plotWidth = WIDTH - LABEL_WIDTH - 90;
        StringBuilder svg = open(cssClass, height);
        for (int l = 0; l < labels.size(); l++) {
            int y = l * groupHeight + 4;
            svg.append(text(LABEL_WIDTH - 6, y + groupHeight / 2.0, "end", labels.get(l)));
            for (int s = 0; s < series.size(); s++) {
                Double value = series.get(s).values().get(l);
                if (value == null) {
                    continue;
                }
                double width = max <= 0 ? 0 : value / max * plotWidth;
                int barY = y + s * BAR_HEIGHT;
                svg.append(String.format(Locale.ROOT,
                        "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"><title>%s: %s %s</title></rect>",
                        LABEL_WIDTH, barY, Math.max(width, 1), BAR_HEIGHT - 2, colour(s), Html.escape(series.get(s).name()),
                        Format.rate(value), Html.escape(unit)));
                svg.append(text(LABEL_WIDTH + width + 4, barY + BAR_HEIGHT - 3, "start", Format.rate(value)));
            }
        }
        legend(svg, series, labels.size() * groupHeight + 12);
        return svg.append("</svg>\n").toString();
    }

    /** Curves over the x values (e.g. threads or sizes), placed evenly; one line per series. */
    public static String lines(String cssClass, List<String> xLabels, List<Series> series, String xTitle, String unit) {
        double max = series.stream().flatMap(s -> s.values().stream()).filter(v -> v != null)
                .mapToDouble(Double::doubleValue).max().orElse(1);
        int plotHeight = 220;
        int left = 70;
        int plotWidth = WIDTH - left - 40;
        int height = plotHeight + 50 + legendHeight(series);
        StringBuilder svg = open(cssClass, height);
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"10\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>", left, left,
                plotHeight + 10));
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>", left,
                plotHeight + 10, left + plotWidth, plotHeight + 10));
        svg.append(text(left - 6, 16, "end", Format.rate(max)));
        svg.append(text(left - 6, plotHeight + 10, "end", "0"));
        svg.append(text(4, plotHeight / 2.0, "start", unit));
        for (int x = 0; x < xLabels.size(); x++) {
            svg.append(text(xPosition(x, xLabels.size(), left, plotWidth), plotHeight + 26, "middle", xLabels.get(x)));
        }
        svg.append(text(left + plotWidth / 2.0, plotHeight + 42, "middle", xTitle));
        for (int s = 0; s < series.size(); s++) {
            StringBuilder points = new StringBuilder();
            List<Double> values = series.get(s).values();
            for (int x = 0; x < values.size(); x++) {
                if (values.get(x) == null) {
                    continue;
                }
                double px = xPosition(x, xLabels.size(), left, plotWidth);
                double py = 10 + plotHeight - (max <= 0 ? 0 : values.get(x) / max * plotHeight);
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
                svg.append(String.format(Locale.ROOT,
                        "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>%s: %s %s</title></circle>", px, py,
                        colour(s), Html.escape(series.get(s).name()), Format.rate(values.get(x)), Html.escape(unit)));
            }
            svg.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>",
                    points.toString().trim(), colour(s)));
        }
        legend(svg, series, plotHeight + 56);
        return svg.append("</svg>\n").toString();
    }

    /**
     * A small curve of one driver run's per-second values: the warm-up (up to {@code warmupSeconds}) shaded, the
     * measured windows framed; red when the warm-up did not converge.
     */
    public static String sparkline(List<Double> perSecond, double warmupSeconds, double measuredSeconds,
                                   boolean steady) {
        int width = 240;
        int height = 40;
        int seconds = Math.max(perSecond.size(), 1);
        double max = perSecond.stream().mapToDouble(Double::doubleValue).max().orElse(1);
        double scale = width / (double) seconds;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT,
                "<svg class=\"sparkline\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        + "viewBox=\"0 0 %d %d\" style=\"margin:2px 0\">", width, height, width, height));
        svg.append(String.format(Locale.ROOT, "<rect x=\"0\" y=\"0\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>",
                Math.min(warmupSeconds * scale, width), height, steady ? "#eee" : "#fdd"));
        svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"0.5\" width=\"%.1f\" height=\"%d\" fill=\"none\" "
                + "stroke=\"#4e79a7\"/>", warmupSeconds * scale, measuredSeconds * scale, height - 1));
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < perSecond.size(); i++) {
            double y = height - 2 - (max <= 0 ? 0 : perSecond.get(i) / max * (height - 4));
            points.append(String.format(Locale.ROOT, "%.1f,%.1f ", (i + 0.5) * scale, y));
        }
        svg.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" "
                + "stroke-width=\"1.5\"/>", points.toString().trim(), steady ? "#333" : "#b00"));
        svg.append(String.format(Locale.ROOT, "<title>peak %s req/s; warm-up %.0f s%s</title>", Format.rate(max),
                warmupSeconds, steady ? "" : " (not steady)"));
        return svg.append("</svg>").toString();
    }

    private static double xPosition(int index, int count, int left, int plotWidth) {
        return count == 1 ? left + plotWidth / 2.0 : left + 20 + index * (plotWidth - 40.0) / (count - 1);
    }

    private static StringBuilder open(String cssClass, int height) {
        return new StringBuilder(String.format(Locale.ROOT,
                "<svg class=\"%s\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">",
                Html.escape(cssClass), WIDTH, height, WIDTH, height));
    }

    private static int legendHeight(List<Series> series) {
        return ((series.size() + 2) / 3) * 18 + 6;
    }

    private static void legend(StringBuilder svg, List<Series> series, int top) {
        for (int s = 0; s < series.size(); s++) {
            int x = 10 + (s % 3) * 300;
            int y = top + (s / 3) * 18;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>", x, y,
                    colour(s)));
            svg.append(text(x + 16, y + 10, "start", series.get(s).name()));
        }
    }

    private static String colour(int index) {
        return COLOURS[index % COLOURS.length];
    }

    private static String text(double x, double y, String anchor, String content) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>", x, y, anchor,
                Html.escape(content));
    }
}
