package io.daytrader.bench.cli;

/**
 * How a sweep of several targets is measured and judged. {@code schedule}: duet (every launch of every target up at
 * once, each workload measured in windows that load one launch of every target at the same time), alternating (every
 * target up at once, each workload in rounds that give each target one window in turn), sequential (one launch after
 * the other), or automatic (duet where the targets can run together). {@code precisionPercent} and {@code maxRounds} override the profile's: rounds go on until every
 * target's interval against the baseline is at most that wide on each side, or that many rounds. {@code seed}: of
 * the rounds' shuffled orders (null: a fresh one, recorded). {@code failOnSlower}: exit with
 * {@link #EXIT_SLOWER} when a row is called slower than the baseline.
 */
public record ComparisonOptions(Schedule schedule, Double precisionPercent, Integer maxRounds, Long seed,
                                boolean failOnSlower) {

    /** The exit status of a sweep or comparison that called a row slower, with {@code --fail-on-slower}. */
    public static final int EXIT_SLOWER = 3;

    public enum Schedule {
        AUTO, DUET, ALTERNATING, SEQUENTIAL;

        public static Schedule parse(String text) {
            return switch (text) {
                case "auto" -> AUTO;
                case "duet" -> DUET;
                case "alternating" -> ALTERNATING;
                case "sequential" -> SEQUENTIAL;
                default -> throw new UsageException("--schedule is auto, duet, alternating or sequential, got '" + text
                        + "'");
            };
        }

        /** Whether it starts every target at once. */
        public boolean sideBySide() {
            return this == DUET || this == ALTERNATING;
        }
    }

    public static ComparisonOptions defaults() {
        return new ComparisonOptions(Schedule.AUTO, null, null, null, false);
    }
}
