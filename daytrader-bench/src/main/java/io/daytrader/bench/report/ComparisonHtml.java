package io.daytrader.bench.report;

/**
 * The comparison of a sweep's targets as the sweep's page shows it: the verdict, which leads the page, and the
 * details, which follow the settings.
 */
public record ComparisonHtml(String verdict, String details) {
}
