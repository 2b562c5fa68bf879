package io.daytrader.bench.compare;

import io.daytrader.bench.report.Format;
import io.daytrader.bench.report.Html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A target against the baseline in one line: the verdict counts, the geometric mean with its interval, the median
 * minimum detectable effect and, in a duet, the shares of the server CPU; as text for the terminal, and as HTML where
 * the target, the counts called and the mean stand out.
 */
final class VerdictLine {

    /** A piece of the line and its CSS class (null: plain). */
    private record Part(String text, String cssClass) {
    }

    private final List<Part> parts = new ArrayList<>();

    private VerdictLine() {
    }

    static VerdictLine of(Comparison comparison, int target) {
        Comparison.Summary s = comparison.summaries().get(target);
        VerdictLine line = new VerdictLine()
                .add(comparison.columns().get(target).name(), "target")
                .add(" against " + comparison.columns().get(0).name() + ": ")
                .add(s.better() + " faster", s.better() > 0 ? "better" : null).add(", ")
                .add(s.worse() + " slower", s.worse() > 0 ? "worse" : null).add(", " + s.same() + " same");
        if (s.unsettled() > 0) {
            line.add(", ").add(s.unsettled() + " unsettled (?)", "unsettled");
        }
        if (s.geometricMeanChangePercent() != null) {
            line.add("; geometric mean ").add(Format.signedPercent(s.geometricMeanChangePercent())
                            + Format.changeInterval(s.geometricMeanLow(), s.geometricMeanHigh()), tone(s))
                    .add(" over " + s.compared() + (s.compared() == 1 ? " row" : " rows"));
        }
        if (s.leftOut() > 0) {
            line.add(" (" + s.leftOut() + " left out)");
        }
        if (s.medianMinimumDetectablePercent() != null) {
            line.add(String.format(Locale.ROOT, "; median minimum detectable effect %.1f%% (80 %% power)",
                    s.medianMinimumDetectablePercent()));
        }
        Comparison.Summary base = comparison.summaries().get(0);
        if (s.serverCpuShare() != null && base.serverCpuShare() != null) {
            line.add(String.format(Locale.ROOT, "; server CPU share %.0f%% against %.0f%%", s.serverCpuShare() * 100,
                    base.serverCpuShare() * 100));
            int starved = s.starvedWindows() + base.starvedWindows();
            if (starved > 0) {
                line.add(", ").add(starved + (starved == 1 ? " window" : " windows") + " starved", "flag");
            }
        }
        return line;
    }

    /** How the geometric mean's interval calls it, as the report's CSS class; null without an interval. */
    static String tone(Comparison.Summary s) {
        if (s.geometricMeanLow() == null || s.geometricMeanHigh() == null) {
            return null;
        }
        return s.geometricMeanLow() > 0 ? "better" : s.geometricMeanHigh() < 0 ? "worse" : "same";
    }

    private VerdictLine add(String text) {
        return add(text, null);
    }

    private VerdictLine add(String text, String cssClass) {
        parts.add(new Part(text, cssClass));
        return this;
    }

    String text() {
        StringBuilder text = new StringBuilder();
        parts.forEach(part -> text.append(part.text()));
        return text.toString();
    }

    String html() {
        StringBuilder html = new StringBuilder("<p class=\"verdict-line\">");
        for (Part part : parts) {
            html.append(part.cssClass() == null ? Html.escape(part.text())
                    : "<span class=\"" + part.cssClass() + "\">" + Html.escape(part.text()) + "</span>");
        }
        return html.append("</p>\n").toString();
    }
}
