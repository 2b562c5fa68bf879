package io.daytrader.bench.measure;

import java.util.List;

/** The readings of a {@link ProcessSampler}: CPU used and highest RSS over a window of wall-clock time. */
public record CpuSeries(List<ProcessSampler.Reading> readings) {

    /** Whether a reading was taken at or after {@code millis}. */
    public boolean reaches(long millis) {
        return !readings.isEmpty() && readings.get(readings.size() - 1).millis() >= millis;
    }

    /** Average cores used in [from, to) (CPU seconds per second), or null without readings on both sides. */
    public Double coresBetween(long fromMillis, long toMillis) {
        if (readings.size() < 2 || toMillis <= fromMillis
                || fromMillis < readings.get(0).millis() || toMillis > readings.get(readings.size() - 1).millis()) {
            return null;
        }
        double ticks = ticksAt(toMillis) - ticksAt(fromMillis);
        return ticks / ProcStat.CLOCK_TICKS_PER_SECOND / ((toMillis - fromMillis) / 1000.0);
    }

    public Long maxRssBetween(long fromMillis, long toMillis) {
        return readings.stream().filter(r -> r.millis() >= fromMillis && r.millis() <= toMillis)
                .mapToLong(ProcessSampler.Reading::rssBytes).boxed().max(Long::compare).orElse(null);
    }

    private double ticksAt(long millis) {
        for (int i = 1; i < readings.size(); i++) {
            ProcessSampler.Reading after = readings.get(i);
            if (after.millis() >= millis) {
                ProcessSampler.Reading before = readings.get(i - 1);
                if (after.millis() == before.millis()) {
                    return after.ticks();
                }
                double fraction = (double) (millis - before.millis()) / (after.millis() - before.millis());
                return before.ticks() + fraction * (after.ticks() - before.ticks());
            }
        }
        return readings.get(readings.size() - 1).ticks();
    }
}
