package io.daytrader.bench.report;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A small chart of one figure over ordered points (versions, runs): each value as a dot with its interval as a
 * vertical line where there is one, joined by a line; a dashed line at zero when {@code zero}, and a red dashed line
 * before each point of {@code marks} (a step called, a change point).
 */
public final class IntervalChart {

    private static final int WIDTH = 560;
    private static final int HEIGHT = 170;
    private static final int LEFT = 56;
    private static final int TOP = 10;
    private static final int PLOT_HEIGHT = 120;

    /** One point: its label on the x axis, and its value with its interval (the interval may be null). */
    public record Point(String label, Double value, Double low, Double high) {
    }

    private IntervalChart() {
    }

    public static String svg(String cssClass, List<Point> points, String unit, boolean zero, Set<Integer> marks) {
        double min = zero ? 0 : Double.MAX_VALUE;
        double max = zero ? 0 : -Double.MAX_VALUE;
        for (Point p : points) {
            for (Double v : new Double[] {p.value(), p.low(), p.high()}) {
                if (v != null) {
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
            }
        }
        if (min > max) {
            min = 0;
            max = 1;
        }
        double pad = Math.max((max - min) * 0.08, 0.5);
        double bottom = min - pad;
        double span = max + pad - bottom;
        int plotWidth = WIDTH - LEFT - 12;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT, "<svg class=\"%s\" xmlns=\"http://www.w3.org/2000/svg\""
                + " width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">", Html.escape(cssClass), WIDTH, HEIGHT,
                WIDTH, HEIGHT));
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>", LEFT, TOP,
                LEFT, TOP + PLOT_HEIGHT));
        svg.append(text(LEFT - 4, TOP + 8, "end", number(max + pad) + unit));
        svg.append(text(LEFT - 4, TOP + PLOT_HEIGHT, "end", number(bottom) + unit));
        if (zero) {
            double y0 = y(0, bottom, span);
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#888\""
                    + " stroke-dasharray=\"4 3\"/>", LEFT, y0, LEFT + plotWidth, y0));
        }
        StringBuilder line = new StringBuilder();
        int every = Math.max(1, (int) Math.ceil(points.size() / 12.0));
        for (int i = 0; i < points.size(); i++) {
            Point p = points.get(i);
            double x = x(i, points.size(), plotWidth);
            if (marks.contains(i)) {
                double xm = i == 0 ? x : (x + x(i - 1, points.size(), plotWidth)) / 2;
                svg.append(String.format(Locale.ROOT, "<line class=\"mark\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\""
                        + " stroke=\"#b00\" stroke-dasharray=\"3 2\"/>", xm, TOP, xm, TOP + PLOT_HEIGHT));
            }
            if (i % every == 0 || i == points.size() - 1) {
                svg.append(text(x, TOP + PLOT_HEIGHT + 16, "middle", p.label()));
            }
            if (p.value() == null) {
                continue;
            }
            if (p.low() != null && p.high() != null) {
                svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\""
                        + " stroke=\"#4e79a7\" stroke-width=\"2\"/>", x, y(p.low(), bottom, span), x,
                        y(p.high(), bottom, span)));
            }
            double y = y(p.value(), bottom, span);
            svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#333\"><title>%s: %s%s%s"
                    + "</title></circle>", x, y, Html.escape(p.label()), number(p.value()), Html.escape(unit),
                    p.low() == null || p.high() == null ? "" : " [" + number(p.low()) + ", " + number(p.high()) + "]"));
            line.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
        }
        svg.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"#999\"/>",
                line.toString().trim()));
        return svg.append("</svg>").toString();
    }

    private static double x(int index, int count, int plotWidth) {
        return count == 1 ? LEFT + plotWidth / 2.0 : LEFT + 16 + index * (plotWidth - 32.0) / (count - 1);
    }

    private static double y(double value, double bottom, double span) {
        return TOP + PLOT_HEIGHT - (value - bottom) / span * PLOT_HEIGHT;
    }

    private static String number(double value) {
        return Math.abs(value) >= 100 ? String.format(Locale.ROOT, "%.0f", value)
                : String.format(Locale.ROOT, "%.1f", value);
    }

    private static String text(double x, double y, String anchor, String content) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"11\">%s</text>", x,
                y, anchor, Html.escape(content));
    }
}
