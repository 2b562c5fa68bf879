package io.daytrader.bench.cli;

/**
 * How a sweep of several targets is measured and judged. {@code schedule}: side by side (every target up at once,
 * each workload in rounds), sequential (one launch after the other), or automatic (side by side where the targets
 * can run together). {@code precisionPercent} and {@code maxRounds} override the profile's: rounds go on until every
 * target's interval against the baseline is at most that wide on each side, or that many rounds. {@code seed}: of
 * the rounds' shuffled orders (null: a fresh one, recorded). {@code failOnSlower}: exit with
 * {@link #EXIT_SLOWER} when a row is called slower than the baseline.
 */
public record ComparisonOptions(Schedule schedule, Double precisionPercent, Integer maxRounds, Long seed,
                                boolean failOnSlower) {

    /** The exit status of a sweep or comparison that called a row slower, with {@code --fail-on-slower}. */
    public static final int EXIT_SLOWER = 3;

    public enum Schedule {
        AUTO, SIDE_BY_SIDE, SEQUENTIAL;

        public static Schedule parse(String text) {
            return switch (text) {
                case "auto" -> AUTO;
                case "side-by-side" -> SIDE_BY_SIDE;
                case "sequential" -> SEQUENTIAL;
                default -> throw new UsageException("--schedule is auto, side-by-side or sequential, got '" + text + "'");
            };
        }
    }

    public static ComparisonOptions defaults() {
        return new ComparisonOptions(Schedule.AUTO, null, null, null, false);
    }
}
